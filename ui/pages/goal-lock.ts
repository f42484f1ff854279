import { lockModeField, widgetIdField } from "../lib/common-fields";
import { mountPropertyInspector } from "../lib/mount";

mountPropertyInspector({ key: "write", fields: [widgetIdField, lockModeField] });
