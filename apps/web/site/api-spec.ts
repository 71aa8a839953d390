import { errorTemplate, type OpenRpcDocument } from '@tmt/contract';
import type { Locale } from '../src/docs/types';

type Described = { description?: string; 'x-description-de'?: string };
type Schema = { type?: string | string[]; enum?: unknown[]; $ref?: string; anyOf?: unknown[] };

const words = {
  en: {
    available: 'Available in this release.',
    deprecated: '**Deprecated** (as the spec marks it): still served; new integrations use what its summary names.',
    notAvailable:
      '**Not available in this release.** The method is documented so that integrations can be planned; the server answers it with `-32601` (method not found) until it ships.',
    download: 'OpenRPC file of this area',
    methods: 'Methods',
    noMethods: 'This area has no methods of its own.',
    params: 'Parameters',
    none: 'None.',
    result: 'Result',
    example: 'Example',
    request: 'Request',
    response: 'Response',
    columns: '| name | type | required | description |',
    errors: 'Errors',
    errorColumns: '| code | `data.reason` | message |',
    role: (role: string) =>
      `Needs at least the role **${role}** on the project it works in (see [roles](/docs/admin-docs#roles)).`,
    roleByModel: (roles: string) =>
      `The role it needs on the project depends on the document model (see [roles](/docs/admin-docs#roles)): ${roles}.`,
    roleFor: 'for',
    yes: 'yes',
    no: 'no',
  },
  de: {
    available: 'In diesem Release verfügbar.',
    deprecated:
      '**Veraltet** (so markiert die Spezifikation sie): wird weiter bedient; neue Integrationen nutzen, was die Zusammenfassung nennt.',
    notAvailable:
      '**In diesem Release noch nicht verfügbar.** Die Methode ist beschrieben, damit Integrationen geplant werden können; bis sie ausgeliefert wird, antwortet der Server mit `-32601` (Methode nicht gefunden).',
    download: 'OpenRPC-Datei dieses Bereichs',
    methods: 'Methoden',
    noMethods: 'Dieser Bereich hat keine eigenen Methoden.',
    params: 'Parameter',
    none: 'Keine.',
    result: 'Ergebnis',
    example: 'Beispiel',
    request: 'Anfrage',
    response: 'Antwort',
    columns: '| Name | Typ | Pflicht | Beschreibung |',
    errors: 'Fehler',
    errorColumns: '| Code | `data.reason` | Meldung |',
    role: (role: string) =>
      `Braucht im Projekt, in dem er arbeitet, mindestens die Rolle **${role}** (siehe [Rollen](/docs/de/admin-docs#rollen)).`,
    roleByModel: (roles: string) =>
      `Welche Rolle er im Projekt braucht, hängt vom Dokumentmodell ab (siehe [Rollen](/docs/de/admin-docs#rollen)): ${roles}.`,
    roleFor: 'für',
    yes: 'ja',
    no: 'nein',
  },
};

const describe = (item: Described, locale: Locale) =>
  ((locale === 'de' ? item['x-description-de'] : item.description) ?? '').replace(/\|/g, '\\|').replace(/\n/g, ' ');

function typeOf(schema: Schema): string {
  if (schema.enum) return schema.enum.map((value) => `\`${String(value)}\``).join(' \\| ');
  if (schema.$ref) return schema.$ref.replace(/^.*\//, '');
  if (schema.anyOf) return 'one of several shapes';
  return Array.isArray(schema.type) ? schema.type.join(' \\| ') : (schema.type ?? 'any');
}

const json = (value: unknown) => `\`\`\`json\n${JSON.stringify(value, null, 2)}\n\`\`\``;

/** The Markdown of a generated /docs/tmtapi/<area> page. */
export function apiSpecMarkdown(area: string, spec: OpenRpcDocument, locale: Locale): string {
  const w = words[locale];
  const title = locale === 'de' ? spec.info['x-title-de'] : spec.info.title;
  const lines = [
    '---',
    `title: ${JSON.stringify(title)}`,
    `description: ${JSON.stringify(describe(spec.info, locale).split('. ')[0])}`,
    '---',
    '',
    describe(spec.info, locale),
    '',
    `[${w.download}](/docs/tmtapi/${area}.json) · OpenRPC ${spec.openrpc} · TMT ${spec.info.version}`,
    '',
  ];
  if (spec.methods.length === 0) lines.push(w.noMethods, '');
  for (const method of spec.methods) {
    lines.push(`## ${method.name}`, '', locale === 'de' ? method['x-summary-de'] : method.summary, '');
    lines.push(method['x-available'] ? w.available : w.notAvailable, '');
    if (method.deprecated) lines.push(w.deprecated, '');
    const role = method['x-role'];
    if (typeof role === 'string') lines.push(w.role(role), '');
    else if (role) {
      const models = new Map<string, string[]>();
      for (const [model, needed] of Object.entries(role)) models.set(needed, [...(models.get(needed) ?? []), model]);
      const byRole = [...models].map(
        ([needed, names]) => `**${needed}** ${w.roleFor} ${names.map((n) => `\`${n}\``).join(', ')}`,
      );
      lines.push(w.roleByModel(byRole.join('; ')), '');
    }
    if (describe(method, locale)) lines.push(describe(method, locale), '');
    lines.push(`#### ${w.params}`, '');
    if (method.params.length === 0) lines.push(w.none, '');
    else {
      lines.push(w.columns, '|---|---|---|---|');
      for (const param of method.params)
        lines.push(
          `| \`${param.name}\` | ${typeOf(param.schema as Schema)} | ${param.required ? w.yes : w.no} | ${describe(param, locale)} |`,
        );
      lines.push('');
    }
    lines.push(
      `#### ${w.result}`,
      '',
      `${typeOf(method.result.schema as Schema)} — ${describe(method.result, locale)}`,
      '',
    );
    if (method.errors.length) {
      lines.push(`#### ${w.errors}`, '', w.errorColumns, '|---|---|---|');
      for (const error of method.errors)
        lines.push(
          `| ${error.code} | \`${error.data.reason}\` | ${errorTemplate(locale, error.data.reason).replace(/\|/g, '\\|')} |`,
        );
      lines.push('');
    }
    for (const example of method.examples ?? []) {
      const params = Object.fromEntries(example.params.map((param) => [param.name, param.value]));
      lines.push(`#### ${w.example}: ${example.name}`, '', `${w.request}:`, '');
      lines.push(json({ jsonrpc: '2.0', id: 1, method: method.name, params }), '', `${w.response}:`, '');
      lines.push(json({ jsonrpc: '2.0', id: 1, result: example.result.value }), '');
    }
  }
  return lines.join('\n');
}
