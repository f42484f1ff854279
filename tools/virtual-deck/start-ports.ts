import { createServer } from "node:net";

/** Port the virtual deck's page listens on unless told otherwise. */
export const DEFAULT_PORT = 7331;

/** Address the virtual deck and its emulator listen on. */
const LOOPBACK = "127.0.0.1";

/** The ports `npm start` listens on: the deck page's and the API emulator's (0: any free one). */
export type StartPorts = {
	/** The deck page's, from `PORT`. */
	port: number;
	/** The API emulator's, from `EMULATOR_PORT`. */
	emulatorPort: number;
};

/** The variables that choose the ports, and what each port is for. */
const PORT_NAMES = {
	port: ["PORT", "the virtual deck's page"],
	emulatorPort: ["EMULATOR_PORT", "the API emulator"],
} as const;

/**
 * Reads the ports `npm start` listens on from the environment: `PORT` (default 7331) and `EMULATOR_PORT` (default 0,
 * any free port).
 * @param env The environment.
 * @returns The ports.
 * @throws An error that names the variable when one is not a port.
 */
export function startPortsFromEnv(env: NodeJS.ProcessEnv = process.env): StartPorts {
	return { port: portFromEnv(env, "PORT", DEFAULT_PORT), emulatorPort: portFromEnv(env, "EMULATOR_PORT", 0) };
}

/**
 * Reads a port from the environment.
 * @param env The environment.
 * @param name Variable name.
 * @param fallback Port when it is unset.
 * @returns The port.
 * @throws An error that names the variable when it is not a port.
 */
function portFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
	const text = env[name];
	if (text === undefined || text === "") return fallback;
	const port = Number(text);
	if (!Number.isInteger(port) || port < 0 || port > 65535) {
		throw new Error(`${name} must be an integer from 0 to 65535, got ${text}`);
	}
	return port;
}

/**
 * Finds the first fixed port of `npm start` that another program already listens on, before anything is built: so
 * that a second `npm start` says so at once, instead of building and then failing on the port.
 * @param ports The ports.
 * @returns What to tell the user about the busy port; `undefined` when every fixed port is free.
 */
export async function findBusyPort(ports: StartPorts): Promise<string | undefined> {
	for (const which of ["port", "emulatorPort"] as const) {
		const port = ports[which];
		if (port !== 0 && !(await isFree(port))) return portInUseMessage(which, port);
	}
	return undefined;
}

/**
 * What the check before `npm start` builds tells the user: which port is taken and how to choose another, or which
 * variable is not a port.
 * @param env The environment.
 * @returns The message; `undefined` when every port is set right and every fixed one is free.
 */
export async function portsProblem(env: NodeJS.ProcessEnv): Promise<string | undefined> {
	try {
		return await findBusyPort(startPortsFromEnv(env));
	} catch (error) {
		return error instanceof Error ? error.message : String(error);
	}
}

/**
 * What `npm start` says when one of its ports is taken: which port, what it was for, and how to choose another.
 * @param which The port's role.
 * @param port The port.
 * @returns The message.
 */
export function portInUseMessage(which: keyof StartPorts, port: number): string {
	const [variable, purpose] = PORT_NAMES[which];
	const other = port === 65535 ? port - 1 : port + 1;
	const choice =
		which === "port"
			? `Stop the other program (another npm start?) or choose another port: PORT=${other} npm start`
			: `Stop the other program or choose another port: EMULATOR_PORT=${other} npm start (or leave EMULATOR_PORT unset for any free port)`;
	return `Port ${port} on ${LOOPBACK} (${variable}, ${purpose}) is already in use.\n${choice}`;
}

/**
 * Tells whether a port of the loopback address is free, by listening on it for a moment as the deck would.
 * @param port The port.
 * @returns `false` when another program listens there.
 */
function isFree(port: number): Promise<boolean> {
	return new Promise((resolve, reject) => {
		const probe = createServer();
		probe.once("error", (error: NodeJS.ErrnoException) => {
			if (error.code === "EADDRINUSE") resolve(false);
			else reject(error);
		});
		probe.listen({ host: LOOPBACK, port, exclusive: true }, () => probe.close(() => resolve(true)));
	});
}
