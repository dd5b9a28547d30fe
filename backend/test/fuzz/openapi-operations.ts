/** The parts of the OpenAPI document the fuzzer needs: every operation, its parameters and body. */
export interface SchemaObject {
  type?: string;
  format?: string;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: SchemaObject;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  nullable?: boolean;
  example?: unknown;
  default?: unknown;
  $ref?: string;
  allOf?: SchemaObject[];
}

export interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  pathParams: string[];
  queryParams: { name: string; schema: SchemaObject }[];
  body?: SchemaObject;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, RawOperation>>;
  components?: { schemas?: Record<string, SchemaObject> };
}

interface RawOperation {
  parameters?: { in: string; name: string; schema?: SchemaObject }[];
  requestBody?: { content?: Record<string, { schema?: SchemaObject }> };
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

export function listOperations(doc: OpenApiDocument): Operation[] {
  const resolve = refResolver(doc);
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      if (!METHODS.has(method)) continue;
      const params = raw.parameters ?? [];
      const bodySchema = raw.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: method as Operation['method'],
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: resolve(p.schema ?? {}) })),
        body: bodySchema ? resolve(bodySchema) : undefined,
      });
    }
  }
  return operations;
}

/** Inlines `$ref` and `allOf` so generators see plain schemas. */
function refResolver(doc: OpenApiDocument) {
  const schemas = doc.components?.schemas ?? {};
  const resolve = (schema: SchemaObject, depth = 0): SchemaObject => {
    if (depth > 8) return {};
    if (schema.$ref) return resolve(schemas[schema.$ref.split('/').pop()!] ?? {}, depth + 1);
    if (schema.allOf) {
      return schema.allOf
        .map((part) => resolve(part, depth + 1))
        .reduce<SchemaObject>(
          (acc, part) => ({
            ...acc,
            ...part,
            properties: { ...acc.properties, ...part.properties },
            required: [...(acc.required ?? []), ...(part.required ?? [])],
          }),
          {},
        );
    }
    const out: SchemaObject = { ...schema };
    if (schema.items) out.items = resolve(schema.items, depth + 1);
    if (schema.properties) {
      out.properties = Object.fromEntries(
        Object.entries(schema.properties).map(([k, v]) => [k, resolve(v, depth + 1)]),
      );
    }
    return out;
  };
  return resolve;
}
