/**
 * How the server's process ends, so `npm start`'s supervisor knows what to do (decision 017).
 * 0: asked to stop and stopped. CRASHED: an uncaught exception or unhandled rejection, or a
 * failed start: restarted with back-off. BAD_CONFIGURATION: the environment is invalid; it will
 * not fix itself, so the supervisor stops too (78 is sysexits' EX_CONFIG).
 */
export const EXIT_CODES = { stopped: 0, crashed: 1, badConfiguration: 78 } as const;
