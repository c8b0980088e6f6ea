import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

describe('lazySchema', () => {
  it('makes the schema on first use, once', () => {
    const make = vi.fn(() => z.object({ name: z.string() }));
    const schema = lazySchema(make);
    expect(make).not.toHaveBeenCalled();
    expect(schema.parse({ name: 'Aria' })).toEqual({ name: 'Aria' });
    expect(schema.safeParse({ name: 3 }).success).toBe(false);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('behaves as the schema inside other schemas: nesting, extending, unions, instanceof', () => {
    const Base = lazySchema(() => z.object({ kind: z.literal('a'), n: z.number().int() }));
    const Other = lazySchema(() => z.object({ kind: z.literal('b') }));
    const Either = lazySchema(() => z.discriminatedUnion('kind', [Base, Other]));
    const Wider = lazySchema(() => Base.extend({ note: z.string().optional() }));
    expect(Either.parse({ kind: 'b' })).toEqual({ kind: 'b' });
    expect(Either.safeParse({ kind: 'a', n: 1.5 }).success).toBe(false);
    expect(Wider.parse({ kind: 'a', n: 2, note: 'x' })).toEqual({ kind: 'a', n: 2, note: 'x' });
    expect(z.array(Base).parse([{ kind: 'a', n: 1 }])).toHaveLength(1);
    expect(Base).toBeInstanceOf(z.ZodObject);
    expect(Object.keys(Base.shape)).toEqual(['kind', 'n']);
    expect('parse' in Base).toBe(true);
  });

  it('lets a test replace a method', () => {
    const schema = lazySchema(() => z.string());
    const spy = vi.spyOn(schema, 'parse').mockReturnValue('stubbed');
    expect(schema.parse(1)).toBe('stubbed');
    spy.mockRestore();
    expect(schema.parse('real')).toBe('real');
  });
});
