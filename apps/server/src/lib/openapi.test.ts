import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OpenAPIV3 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { BASE_URL, useTestApp } from '../../test/test-app.js';
import { clientTypes } from '../../test/typed-client/client-types.js';
import { serverRoot } from './paths.js';

const t = useTestApp();

async function served(): Promise<OpenAPIV3.Document> {
  const response = await t.request({ url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  return response.json();
}

function operations(document: OpenAPIV3.Document) {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    (['get', 'put', 'post', 'delete', 'patch'] as const)
      .filter((method) => item?.[method])
      .map((method) => ({ name: `${method.toUpperCase()} ${path}`, operation: item![method]! })),
  );
}

describe('the OpenAPI document', () => {
  it('is the one in docs/openapi.json (npm run openapi writes it), but for the server it names', async () => {
    const { servers, ...document } = await served();
    expect(servers).toEqual([{ url: BASE_URL }]);
    const { servers: _written, ...written } = JSON.parse(
      readFileSync(join(serverRoot, '..', '..', 'docs', 'openapi.json'), 'utf8'),
    ) as OpenAPIV3.Document;
    expect(document, 'docs/openapi.json is out of date: run npm run openapi').toEqual(written);
    // And the typed client's types, generated from it (test/typed-client).
    const types = readFileSync(join(serverRoot, 'test', 'typed-client', 'openapi.d.ts'), 'utf8');
    expect(
      (await clientTypes(written)) === types,
      'test/typed-client/openapi.d.ts is out of date: run npm run openapi',
    ).toBe(true);
  });

  it('gives every operation an id, a tag, its security and its error answers in the one error shape', async () => {
    const document = await served();
    const all = operations(document);
    expect(new Set(all.map(({ operation }) => operation.operationId)).size).toBe(all.length);
    for (const { name, operation } of all) {
      expect(operation.operationId, name).toMatch(/^[a-z]+[A-Za-z0-9]*$/);
      expect(operation.tags, name).toHaveLength(1);
      expect(operation.security, name).toBeDefined();
      // Every operation answers with a 2xx but Google's return, which always redirects.
      const answers = Object.keys(operation.responses);
      if (name === 'GET /api/auth/callback/{id}') expect(answers).toContain('302');
      else
        expect(
          answers.some((status) => status.startsWith('2')),
          name,
        ).toBe(true);
      for (const [status, response] of Object.entries(operation.responses)) {
        // The readiness check's 503 has a shape of its own (what is not ready).
        if (Number(status) < 400 || name === 'GET /api/ready') continue;
        const { content } = response as OpenAPIV3.ResponseObject;
        const error = { $ref: '#/components/schemas/Error' };
        // A failure of the server's own says nothing of itself; every other error lists its codes.
        if (status === '500') expect(content, name).toEqual({ 'application/json': { schema: error } });
        else
          expect(content, `${name} ${status}`).toEqual({
            'application/json': {
              schema: {
                allOf: [
                  error,
                  {
                    type: 'object',
                    properties: {
                      code: { type: 'string', enum: expect.arrayContaining([expect.any(String)]) },
                    },
                  },
                ],
              },
            },
          });
      }
    }
    const codes = (name: string, status: string) => {
      const [method, path] = name.split(' ') as [OpenAPIV3.HttpMethods, string];
      const answer = document.paths[path]![method.toLowerCase() as OpenAPIV3.HttpMethods]!.responses[status];
      const { allOf } = (answer as OpenAPIV3.ResponseObject).content!['application/json']!
        .schema as OpenAPIV3.SchemaObject;
      return ((allOf![1] as OpenAPIV3.SchemaObject).properties!.code as OpenAPIV3.SchemaObject).enum;
    };
    expect(codes('GET /api/conversations/{id}/messages', '404')).toEqual(['CONVERSATION_NOT_FOUND']);
    expect(codes('POST /api/bookings/{id}/accept', '403')).toEqual(
      expect.arrayContaining(['UNTRUSTED_ORIGIN', 'NOT_A_PARTY']),
    );
    const security = (name: string) => all.find((each) => each.name === name)!.operation.security;
    expect(security('GET /api/categories')).toEqual([]);
    expect(security('GET /api/search')).toEqual([{}, { cookie: [] }, { bearer: [] }]);
    expect(security('POST /api/bookings')).toEqual([{ cookie: [] }, { bearer: [] }]);
  });

  it("declares what is not JSON: the event stream, the photos, the upload's form, the download", async () => {
    const { paths } = await served();
    const success = (path: string) => paths[path]!.get!.responses['200'] as OpenAPIV3.ResponseObject;
    expect(Object.keys(success('/api/events').content ?? {})).toEqual(['text/event-stream']);
    expect(Object.keys(success('/api/photos/{id}/{file}').content ?? {})).toEqual(['image/webp']);
    const upload = paths['/api/photos']!.post!.requestBody as OpenAPIV3.RequestBodyObject;
    expect(Object.keys(upload.content)).toEqual(['multipart/form-data']);
    expect(Object.keys(success('/api/account/data').headers ?? {})).toEqual(['Content-Disposition']);
    expect(Object.keys(success('/api/search').headers ?? {}).sort()).toEqual(
      ['Link', 'X-Search-Corrected', 'X-Total-Count', 'X-Total-Estimate'].sort(),
    );
    // A cancellation's reason, and a new confirmation email, may be asked for without a body.
    expect((paths['/api/bookings/{id}']!.delete!.requestBody as OpenAPIV3.RequestBodyObject).required).toBe(
      false,
    );
  });
});
