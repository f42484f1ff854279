import { portsProblem } from "./start-ports";

/**
 * Runs before `npm start` builds anything: exits non-zero with a message that names the busy port and how to choose
 * another when a port the virtual deck needs is taken or set wrong; says nothing when all is well.
 */
async function main(): Promise<void> {
	const problem = await portsProblem(process.env);
	if (problem !== undefined) {
		console.error(problem);
		process.exitCode = 1;
	}
}

void main();
