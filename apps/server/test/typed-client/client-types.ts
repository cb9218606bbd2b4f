import openapiTS, { astToString } from 'openapi-typescript';

/** The types openapi-typescript makes of an OpenAPI document, as test/typed-client/openapi.d.ts holds them. */
export async function clientTypes(document: unknown): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0]);
  return `// Written by npm run openapi from docs/openapi.json with openapi-typescript: do not edit.\n${astToString(ast)}`;
}
