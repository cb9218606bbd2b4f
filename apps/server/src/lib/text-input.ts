import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

/** The path (e.g. `body.name`) of the first string holding a NUL character, if any. */
export function findNulCharacter(value: unknown, root: string): string | undefined {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (current && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\u0000')) return path;
        stack.push([item, `${path}.${key}`]);
      }
    }
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold the NUL character, so a request carrying one would fail deep in
 * the database. Every route refuses it up front, with a 400 naming the field.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const field = findNulCharacter(value, part);
      if (field) {
        const name = field.replace(/^(params|query|body)\./, '');
        return done(new AppError('NUL_CHARACTER', `${name}: text cannot contain the NUL character`));
      }
    }
    done();
  });
}
