import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

/**
 * How deep a request's JSON may nest. The API's bodies are at most two levels deep; deeper input
 * has no use, and a body nested a hundred thousand levels deep (which fits in a megabyte) overflows
 * the stack of any code that walks it recursively, such as JSON.stringify.
 */
export const MAX_INPUT_DEPTH = 32;

export type InputProblem = { kind: 'nul' | 'depth'; path: string };

/**
 * The first part of a request that the API refuses before reading it: a string or key holding a
 * NUL character, or nesting deeper than MAX_INPUT_DEPTH. Walked with a stack of its own, not by
 * recursion, so that no input can overflow this walk either.
 */
export function findInputProblem(value: unknown, root: string): InputProblem | undefined {
  const stack: [unknown, string, number][] = [[value, root, 0]];
  while (stack.length > 0) {
    const [current, path, depth] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return { kind: 'nul', path };
    } else if (current && typeof current === 'object') {
      if (depth >= MAX_INPUT_DEPTH) return { kind: 'depth', path };
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\u0000')) return { kind: 'nul', path };
        stack.push([item, `${path}.${key}`, depth + 1]);
      }
    }
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold the NUL character, so a request carrying one would fail deep in the
 * database; deeply nested JSON would fail in whatever walks it. Every route refuses both up front,
 * with a 400 naming the field.
 */
export function refuseUnreadableInput(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const problem = findInputProblem(value, part);
      if (!problem) continue;
      const name = problem.path.replace(/^(params|query|body)\./, '');
      return done(
        problem.kind === 'nul'
          ? new AppError('NUL_CHARACTER', `${name}: text cannot contain the NUL character`)
          : new AppError(
              'INPUT_TOO_DEEP',
              `${name}: the request is nested more than ${MAX_INPUT_DEPTH} levels deep`,
            ),
      );
    }
    done();
  });
}
