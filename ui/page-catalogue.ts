import type { InspectorPage } from "./lib/inspector-page";
import { currencyBalancePage } from "./pages/currency-balance";
import { currencyRemovePage } from "./pages/currency-remove";
import { currencySetPage } from "./pages/currency-set";
import { customDataPage } from "./pages/custom-data";
import { customEventPage } from "./pages/custom-event";
import { goalActionPage } from "./pages/goal-action";
import { goalAddPage } from "./pages/goal-add";
import { goalLockPage } from "./pages/goal-lock";
import { showTopPage } from "./pages/show-top";
import { streamathonActionPage } from "./pages/streamathon-action";
import { streamathonAddSecondsPage } from "./pages/streamathon-add-seconds";
import { streamathonLockPage } from "./pages/streamathon-lock";
import { undoPage } from "./pages/undo";
import { warningsPage } from "./pages/warnings";

/** Every action's property inspector, in the manifest's order (a test holds it to the action catalogue). */
export const INSPECTOR_PAGES: readonly InspectorPage[] = [
	goalAddPage,
	goalLockPage,
	goalActionPage,
	streamathonAddSecondsPage,
	streamathonLockPage,
	streamathonActionPage,
	customEventPage,
	showTopPage,
	warningsPage,
	currencyBalancePage,
	currencySetPage,
	currencyRemovePage,
	customDataPage,
	undoPage,
];
