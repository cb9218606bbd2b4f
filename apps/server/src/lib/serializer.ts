import fastJsonStringify from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Answers are written by a serializer compiled from the route's response schema (fast-json-stringify,
 * Fastify's own), not checked by Zod and then stringified: the category page spent a twentieth of
 * its time there. Only the fields the schema names are written, so nothing leaks that the schema
 * does not show, and a missing required field still fails the answer with a 500. A schema JSON
 * Schema cannot express (a transform) keeps Zod's serializer.
 */
export const serializerCompiler: typeof zodSerializerCompiler = (route) => {
  let jsonSchema: Record<string, unknown>;
  try {
    jsonSchema = z.toJSONSchema(route.schema as z.ZodType, { io: 'output', target: 'draft-7' });
  } catch {
    return zodSerializerCompiler(route);
  }
  const { $schema: _dialect, ...schema } = jsonSchema;
  return fastJsonStringify(schema);
};
