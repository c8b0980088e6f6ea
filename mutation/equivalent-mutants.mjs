// Mutants left out of the mutation runs on purpose, kept here rather than as comments in the
// code (docs/mutation.md, "Ignored on purpose"). Each entry names:
//   file      the mutated file, from the repository root;
//   code      the start of the code it concerns, whitespace as you like: the outermost node
//             whose source starts with it, which must be the only one in the file;
//   mutators  the Stryker mutators left out on the lines that code spans, or 'all' for every
//             mutant inside that node;
//   reason    why no caller can tell the mutant from the code: it is the reason the report shows.
// A `code` found nowhere or twice stops the run (equivalent-mutants.plugin.mjs), so the list
// cannot silently outlive the code it describes.

const STATEMENT_NAME = "a prepared statement's name only keys the cache (docs/mutation.md)";

/** @type {{ file: string, code: string, mutators: string[] | 'all', reason: string }[]} */
export const equivalentMutants = [
  {
    file: 'apps/server/src/modules/characters/index.ts',
    code: 'if (!row) throw noCharacter();',
    mutators: ['ConditionalExpression'],
    reason: 'the call answered needed a living character, and character rows are never deleted (docs/mutation.md)',
  },
  {
    file: 'apps/server/src/modules/characters/characters.view.ts',
    code: '!strings',
    mutators: ['ConditionalExpression'],
    reason: 'computing the strings again gives the same strings (docs/mutation.md)',
  },
  {
    file: 'apps/server/src/modules/characters/characters.service.ts',
    code: 'const [row] = await db .select({ id: c.id })',
    mutators: ['ObjectLiteral'],
    reason: 'reading every column instead of the id only costs bytes (docs/mutation.md)',
  },
  {
    file: 'apps/server/src/modules/characters/characters.service.ts',
    code: 'if (before.icon !== icon)',
    mutators: ['ConditionalExpression'],
    reason: 'an image a character still shows is never deleted (docs/mutation.md)',
  },
  {
    file: 'apps/server/src/modules/deeds/deeds.attempt-statements.ts',
    code: 'const statement = counted',
    mutators: ['StringLiteral'],
    reason: STATEMENT_NAME,
  },
  {
    file: 'apps/server/src/modules/deeds/deeds.attempt-statements.ts',
    code: "if (!row) throw new Error('the attempt read returns one row');",
    mutators: 'all',
    reason: 'a select from `(select 1)` with left joins always returns one row.',
  },
  {
    file: 'apps/server/src/modules/deeds/deeds.attempt-statements.ts',
    code: 'const skills = typeof row.skills',
    mutators: 'all',
    reason: 'mutation runs use PGlite, which hands JSON over parsed; the text branch is for a driver that does not.',
  },
  {
    file: 'apps/server/src/modules/deeds/deeds.attempt-statements.ts',
    code: 'function alignmentCondition(',
    mutators: 'all',
    reason:
      'defence in depth behind the row-version guard: the write lands only on the row version the rules judged (docs/mutation.md)',
  },
  {
    file: 'apps/server/src/modules/deeds/deeds.service.ts',
    code: "'tod_deed_state'",
    mutators: ['StringLiteral'],
    reason: STATEMENT_NAME,
  },
  {
    file: 'apps/server/src/modules/deeds/deeds.service.ts',
    code: "const name = cityId ? 'tod_deeds_here_and_everywhere'",
    mutators: ['StringLiteral'],
    reason: STATEMENT_NAME,
  },
  {
    file: 'apps/server/src/modules/deeds/deeds.service.ts',
    code: "'tod_character_skill_levels'",
    mutators: ['StringLiteral'],
    reason: STATEMENT_NAME,
  },
  {
    file: 'apps/server/src/modules/accounts/sessions.ts',
    code: "'tod_actor_by_token'",
    mutators: ['StringLiteral'],
    reason: STATEMENT_NAME,
  },
  {
    file: 'apps/server/src/modules/accounts/sessions.ts',
    code: 'return { ...session, ...(touched',
    mutators: ['ObjectLiteral'],
    reason: 'an older "last used" only makes the cache read the session again sooner, never answer wrongly (docs/mutation.md)',
  },
  {
    file: 'apps/server/src/modules/accounts/session-store.ts',
    code: 'hashes?.delete(hash);',
    mutators: ['OptionalChaining'],
    reason: "a cached entry always has its account's set (docs/mutation.md)",
  },
  {
    file: 'apps/server/src/modules/accounts/session-store.ts',
    code: 'if (hashes?.size === 0)',
    mutators: 'all',
    reason: 'an empty set left behind costs a few bytes, never a wrong answer (docs/mutation.md)',
  },
  {
    file: 'apps/server/src/modules/accounts/session-store.ts',
    code: 'if (oldest !== undefined)',
    mutators: ['ConditionalExpression'],
    reason: 'a full map always has an oldest key (docs/mutation.md)',
  },
  {
    file: 'apps/server/src/modules/accounts/session-store.ts',
    code: "if (typeof u === 'string')",
    mutators: ['ConditionalExpression', 'ArrayDeclaration'],
    reason: 'an account id that is not a string, or a made-up one, matches no entry (docs/mutation.md)',
  },
  {
    file: 'apps/server/src/modules/accounts/passwords.ts',
    code: 'async burn(password)',
    mutators: 'all',
    reason: "the burn only evens out the answer's timing for an unknown e-mail, which no test may time (docs/mutation.md)",
  },
  {
    file: 'apps/server/src/modules/accounts/self-service.ts',
    code: "passwordHash: '!deleted'",
    mutators: ['StringLiteral'],
    reason: 'an empty hash is no argon2 hash either (docs/mutation.md)',
  },
  {
    file: 'apps/server/src/modules/accounts/self-service.ts',
    code: "{ userId: used.userId, email: user?.email ?? '' }",
    mutators: ['OptionalChaining', 'StringLiteral'],
    reason: "the token's row references its account, so the update finds it (docs/mutation.md)",
  },
  {
    file: 'apps/server/src/modules/accounts/session.plugin.ts',
    code: "reply.clearCookie(SESSION_COOKIE, { path: '/' });",
    mutators: ['ObjectLiteral'],
    reason: "@fastify/cookie clears at path '/' by default; said here so it matches the cookie set above (docs/mutation.md)",
  },
  {
    file: 'apps/server/src/modules/accounts/accounts.service.ts',
    code: '{ target: usersTable.email }',
    mutators: ['ObjectLiteral'],
    reason: "besides the generated id, the e-mail is the table's only unique key (docs/mutation.md)",
  },
  {
    file: 'apps/server/src/modules/accounts/accounts.service.ts',
    code: '{ await deps.passwords.burn(input.password);',
    mutators: ['BlockStatement'],
    reason: "the burn only evens out the answer's timing, which no test may time (docs/mutation.md)",
  },
  {
    file: 'apps/server/src/modules/accounts/accounts.service.ts',
    code: 'ok = false;',
    mutators: ['BooleanLiteral'],
    reason: '`!user` below refuses whatever `ok` says (docs/mutation.md)',
  },
  {
    file: 'apps/server/src/modules/accounts/accounts.service.ts',
    code: 'if (adminRole > user.role)',
    mutators: ['EqualityOperator'],
    reason: 'setting the role an account already has changes nothing (docs/mutation.md)',
  },
  {
    file: 'apps/server/src/modules/accounts/accounts.service.ts',
    code: 'await tx.select({ id: usersTable.id }).from(usersTable)',
    mutators: ['ObjectLiteral'],
    reason: 'the row is read only for its lock; which columns come back does not matter (docs/mutation.md)',
  },
  {
    file: 'apps/server/src/modules/accounts/accounts.view.ts',
    code: 'if (!user) throw unauthorized();',
    mutators: ['ConditionalExpression'],
    reason:
      "the caller's session or registration just showed the account exists, and account rows are never deleted (docs/mutation.md)",
  },
  {
    file: 'apps/server/src/modules/accounts/hashing-admission.plugin.ts',
    code: 'if (pauseMs > 0)',
    mutators: ['ConditionalExpression', 'EqualityOperator'],
    reason: 'a timer of 0 ms answers as `done` at once does, one task later (docs/mutation.md)',
  },
];
