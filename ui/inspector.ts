// The one script of every property inspector (`ui/inspector.html`, the manifest's plugin-level
// `PropertyInspectorPath`): the app names the action in `actionInfo`, and the page shows that action's settings.
import { mountPropertyInspectors } from "./lib/inspector-page";
import { INSPECTOR_PAGES } from "./page-catalogue";

mountPropertyInspectors(INSPECTOR_PAGES);
