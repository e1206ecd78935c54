/** A wrong command line: the CLI prints the message and exits with code 2. */
export class UsageError extends Error {}
