/** A mistake in how a command was called: shown to the operator as is. */
export class UsageError extends Error {}
