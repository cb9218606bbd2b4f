import fastJsonStringify from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Each schema's serializer, compiled once per process: every app built in it (each test file's, a
 * process's several in the tests) shares the module-level schemas, and compiling them all took a
 * tenth of a second per app.
 */
const compiledFor = new WeakMap<z.ZodType, (data: unknown) => string>();

/**
 * Answers are written by a serializer compiled from the route's response schema (fast-json-stringify,
 * Fastify's own), not checked by Zod and then stringified: the category page spent a twentieth of
 * its time there. Only the fields the schema names are written, so nothing leaks that the schema
 * does not show, and a missing required field still fails the answer with a 500. A schema JSON
 * Schema cannot express (a transform) keeps Zod's serializer.
 */
export const serializerCompiler: typeof zodSerializerCompiler = (route) => {
  const zodSchema = route.schema as z.ZodType;
  const compiled = compiledFor.get(zodSchema);
  if (compiled) return compiled;
  let jsonSchema: Record<string, unknown>;
  try {
    jsonSchema = z.toJSONSchema(zodSchema, { io: 'output', target: 'draft-7' });
  } catch {
    return zodSerializerCompiler(route);
  }
  const { $schema: _dialect, ...schema } = jsonSchema;
  const serializer = fastJsonStringify(schema);
  compiledFor.set(zodSchema, serializer);
  return serializer;
};
