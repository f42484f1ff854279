import { streamathonLockSpec } from "../../src/specs/streamathon-lock";
import { lockModeTexts, widgetIdTexts } from "../lib/common-fields";
import { mountPropertyInspector } from "../lib/mount";

mountPropertyInspector(streamathonLockSpec, { widgetId: widgetIdTexts, mode: lockModeTexts });
