import { describe, expect, it } from 'vitest';
import { sqlShape } from './sql-text.ts';

describe('sqlShape', () => {
  it.each([
    ['SELECT 1', 'select', false, 'SELECT 1'],
    ['  select 1 ;; -- done\n /* end */ ', 'select', false, 'select 1'],
    ['((VALUES (1)))', 'values', false, '((VALUES (1)))'],
    ['/* a /* nested ; */ comment */ WITH x AS (SELECT 1) TABLE x', 'with', false, null],
    ["SELECT 'a;b', \"c;d\", E'\\';', $$;$$, $tag$ $$; $tag$", 'select', false, null],
    ['SELECT 1; SELECT 2', 'select', true, 'SELECT 1'],
    ["SELECT 'it''s'; DROP TABLE deeds", 'select', true, "SELECT 'it''s'"],
    ['SELECT $1; DELETE FROM deeds', 'select', true, 'SELECT $1'],
    ['SELECT a$b; DELETE FROM deeds', 'select', true, 'SELECT a$b'],
    ["SELECT e'\\\\'; DELETE FROM deeds", 'select', true, "SELECT e'\\\\'"],
    ['-- only a comment', null, false, '-- only a comment'],
    ['42', null, false, '42'],
    ['EXPLAIN ANALYZE DELETE FROM deeds', 'explain', false, 'EXPLAIN ANALYZE DELETE FROM deeds'],
  ])('%j: keyword %s, multiple %s', (text, keyword, multiple, statement) => {
    const shape = sqlShape(text);
    expect(shape.keyword).toBe(keyword);
    expect(shape.multiple).toBe(multiple);
    if (statement !== null) expect(shape.statement).toBe(statement);
  });

  it('does not end a statement inside an unterminated string or comment (the database reports those)', () => {
    expect(sqlShape("SELECT 'open; DROP TABLE x").multiple).toBe(false);
    expect(sqlShape('SELECT 1 /* open; DROP TABLE x').multiple).toBe(false);
  });
});
