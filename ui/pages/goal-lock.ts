import { goalLockSpec } from "../../src/specs/goal-lock";
import { lockModeTexts, widgetIdTexts } from "../lib/common-fields";
import { mountPropertyInspector } from "../lib/mount";

mountPropertyInspector(goalLockSpec, { widgetId: widgetIdTexts, mode: lockModeTexts });
