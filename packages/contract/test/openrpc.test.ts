import { validateOpenRPCDocument } from '@open-rpc/schema-utils-js';
import { describe, expect, it } from 'vitest';
import { apiAreas, areaDocuments, discoverDocument, type MethodDefinition, methods, plannedMethods } from '../src';
import examples from '../src/openrpc/examples.json' with { type: 'json' };

const served: MethodDefinition[] = Object.values(methods);
const documents = areaDocuments(examples);
const recorded: Record<string, { name: string; params: unknown; result: unknown }[] | undefined> = examples;

describe('generated OpenRPC documents', () => {
  it('are valid OpenRPC 1.3 documents, one per API area, and the merged one too', () => {
    expect(Object.keys(documents)).toEqual([...apiAreas]);
    for (const [area, document] of [...Object.entries(documents), ['discover', discoverDocument(examples)] as const]) {
      expect(validateOpenRPCDocument(document as never), area).toBe(true);
    }
  });

  it('list every served method as available in some area, and no other method as available', () => {
    const available = new Set(
      Object.values(documents).flatMap((document) =>
        document.methods.filter((method) => method['x-available']).map((method) => method.name),
      ),
    );
    expect([...available].sort()).toEqual(Object.keys(methods).sort());
    for (const method of Object.values(plannedMethods)) expect(available.has(method.name), method.name).toBe(false);
  });

  it('show planned methods without invented shapes', () => {
    const planned = Object.values(documents).flatMap((d) => d.methods.filter((m) => m.name in plannedMethods));
    // This release serves every method of the spec; a method planned again is listed like this.
    expect(planned.map((m) => m.name).sort()).toEqual(Object.keys(plannedMethods).sort());
    for (const method of planned) {
      expect(method.result.schema, method.name).toEqual({});
      for (const param of method.params) expect(param.schema, `${method.name}.${param.name}`).toEqual({});
    }
  });
});

describe('method definitions', () => {
  it.each(served.map((method) => [method.name, method] as const))('%s has its text in both languages', (_, method) => {
    const texts = [method.summary, method.resultText, ...Object.values(method.paramText as object)];
    for (const text of texts) {
      expect(text.en.trim(), method.name).not.toBe('');
      expect(text.de.trim(), method.name).not.toBe('');
    }
    const params = documents[method.areas[0]].methods.find((m) => m.name === method.name)?.params ?? [];
    for (const param of params) expect(param.description, `${method.name}.${param.name}`).not.toBe('');
  });

  it.each(served.map((method) => [method.name, method] as const))(
    '%s has a recorded example whose params and result match its schemas',
    (name, method) => {
      const own = recorded[name] ?? [];
      expect(own.length, `${name}: record one with npm run examples`).toBeGreaterThan(0);
      for (const example of own) {
        expect(method.params.safeParse(example.params).error?.issues ?? [], name).toEqual([]);
        expect(method.result.safeParse(example.result).error?.issues ?? [], name).toEqual([]);
      }
    },
  );

  it('fails an example that does not match its result schema', () => {
    const [example] = recorded.GET_DOCUMENT ?? [];
    const broken = { ...(example?.result as object), docRef: 42 };
    expect(methods.GET_DOCUMENT.result.safeParse(broken).success).toBe(false);
  });
});
