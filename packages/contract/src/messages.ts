import type { Locale } from './enums';
import type { ErrorReason } from './errors';

type Template = (p: Record<string, string>) => string;

/** People-facing error messages per locale; `data.reason` stays the machine code. */
const messages: Record<Locale, Partial<Record<ErrorReason, Template>>> = {
  en: {
    PARSE_ERROR: () => 'The request body is not valid JSON.',
    INVALID_REQUEST: (p) => `Invalid JSON-RPC request: ${p.detail}.`,
    METHOD_NOT_FOUND: (p) => `Method ${p.method} does not exist.`,
    INVALID_PARAMS: () => 'The params are invalid.',
    UNKNOWN_FILTER_FIELD: (p) => `Unknown filter field ${p.field}; allowed: ${p.allowed}.`,
    UNKNOWN_SORT_FIELD: (p) => `Unknown sort field ${p.field}; allowed: ${p.allowed}.`,
    HEADER_PARAM_MISMATCH: (p) =>
      `Header ${p.header} (${p.header_value}) and param ${p.param} (${p.param_value}) disagree.`,
    PROJECT_ID_REQUIRED: () => 'This call needs a project: send the Project-Id header or name it in the params.',
    UNSUPPORTED_DOCUMENT_MODEL: (p) => `${p.method} does not support the document model ${p.model}.`,
    PARENT_NOT_A_PROJECT: (p) => `${p.parent} is not a parent project; sub projects cannot be nested.`,
    BODY_TOO_LARGE: (p) => `The request body is larger than ${p.limit} bytes.`,
    INTERNAL_ERROR: (p) => `Internal error; quote request id ${p.requestId} when reporting it.`,
    TOKEN_MISSING: () => 'No bearer token: send Authorization: Bearer <token>.',
    TOKEN_INVALID: () => 'The bearer token is not valid.',
    TOKEN_EXPIRED: () => 'The bearer token has expired.',
    NO_ROLE_IN_PROJECT: (p) => `You have no role in project ${p.project}.`,
    NO_ROLE_IN_TENANT: () =>
      'Creating or deleting a parent project, or changing the tenant settings, takes the role admin on the tenant; you have no role there.',
    ROLE_NOT_ALLOWED: (p) =>
      `Your role ${p.role} in ${p.project ? `project ${p.project}` : 'the tenant'} does not allow this call; it needs the role ${p.needed} or higher.`,
    DOCUMENT_NOT_FOUND: (p) => `Document ${p.ref} was not found.`,
    ATTACHMENT_NOT_ASSIGNED: (p) => `Attachment ${p.attachment} is not assigned to ${p.ref}.`,
    DOWNLOAD_URL_INVALID: () =>
      'The download URL is not valid or has expired; ask for a new one with LOAD_ATTACHMENT_URL.',
    THUMBNAIL_UNAVAILABLE: (p) =>
      `No thumbnail is made of this file: ${
        {
          SOURCE_TOO_LARGE: 'it is larger than thumbnails are made of',
          PIXEL_LIMIT: 'its image has more pixels than thumbnails are made of',
        }[p.failure ?? ''] ?? 'it is damaged or of a variant that cannot be read'
      }.`,
    VERSION_NOT_FOUND: (p) => `Project ${p.project} has no version ${p.version}.`,
    TOO_MANY_REQUESTS: (p) => `Too many requests; retry in ${p.retryAfter} s.`,
    TEST_SUITE_IN_OPEN_RUN: (p) => `Test suite ${p.suite} is in the open test run ${p.run}.`,
    LAST_VERSION: (p) => `Version ${p.version} is the only version of ${p.project}; a project keeps at least one.`,
    MIXED_PROJECTS: () => 'All documents of one call must belong to one project.',
    TEST_RUN_CLOSED: (p) => `Test run ${p.run} is closed; it cannot be changed.`,
    TEST_RUN_NOT_EMPTY: (p) => `Test run ${p.run} still holds test suites; remove them first.`,
    TEST_CASE_IN_OPEN_RUN: (p) => `Test case ${p.case} is in the open test run ${p.run}.`,
    SUITE_NOT_IN_RUN: (p) => `Test suite ${p.suite} is not in test run ${p.run}; add the suite first.`,
    STALE_MODEL_VERSION: (p) =>
      `The document was changed meanwhile: you expected modelVersion ${p.expected}, the current one is ${p.current}. Read it again and repeat your change.`,
    CASES_FROM_SEVERAL_SUITES: () => 'All test cases of one call must belong to the same test suite.',
    NOT_IN_RUN_VERSION: (p) => `${p.ref} is not in version ${p.version}, the version of test run ${p.run}.`,
    TEST_CASE_NOT_IN_RUN: (p) => `Test case ${p.case} is not in test run ${p.run}.`,
    NEW_TEST_RUN_NOT_ACTIVE: () => 'A new test run must have the status active.',
    RESULT_UNTESTED: () => 'A saved result must be other than 1 (Untested).',
    TEST_RUN_NOT_FOUND: (p) => `Test run ${p.run} was not found in project ${p.project}.`,
    TEST_CASES_NOT_FOUND: (p) => `Test cases not found in version ${p.version}: ${p.ids}.`,
    VERSION_CLOSED: (p) => `Version ${p.version} of ${p.project} is closed; its content and runs cannot be changed.`,
    NO_CASES_AT_RISK_LEVEL: (p) =>
      `No test case of version ${p.version} of ${p.project} is at risk level ${p.level} or above, nor one to include without test history.`,
    VERSION_HAS_OPEN_RUNS: (p) =>
      `Version ${p.version} of ${p.project} has open test runs (${p.runs}); close or delete them first.`,
    PROJECT_HAS_OPEN_RUNS: (p) => `Project ${p.project} has open test runs (${p.runs}); close or delete them first.`,
    TASK_FAILED: (p) =>
      `Internal error in attempt ${p.attempt} of ${p.maxAttempts}; quote error id ${p.errorId} when reporting it.`,
    CONCURRENTLY_CHANGED: () =>
      'Another call changed or deleted what this call works on while it ran; read it again and retry.',
    LOCK_TIMEOUT: () =>
      'What this call changes is held by another call or task (a long import, say); nothing was changed. Retry in a few seconds.',
    STATEMENT_TIMEOUT: () =>
      'The database took too long for this call and stopped it; nothing was changed. Retry later, or ask for less at once.',
    DATABASE_BUSY: () =>
      'The server has no free database connection right now; nothing was changed. Retry in a few seconds.',
    TASK_CRASHED: (p) =>
      p.cause === 'memory'
        ? 'The worker process ran out of memory while running this task; it is not run again. Send a smaller input, or raise the worker heap limit (TMT_WORKER_HEAP_MB).'
        : p.cause === 'exit'
          ? `The worker process ended (${p.how}) while running this task; it is not run again.`
          : 'The worker process ended while running this task, a second time; it is not run again.',
    TASK_NOT_DONE: (p) =>
      `Task ${p.ref} is ${p.status}; its file can be downloaded once it is DONE (follow it with GET_DOCUMENT).`,
    TASK_HAS_NO_FILE: (p) => `Task ${p.ref} (${p.type}) produces no file to download.`,
    JUNIT_INVALID: (p) => `${p.file} is not a JUnit XML report: ${p.detail}. Nothing was saved.`,
    JUNIT_TOO_LARGE: (p) =>
      `The JUnit files of one import may add up to ${p.limit} bytes; these have ${p.size}. Split the report over several imports.`,
    JUNIT_TOO_MANY_TESTS: (p) =>
      `One import takes at most ${p.limit} testcases; ${p.file} goes past it. Nothing was saved; split the report over several imports.`,
    IMPORT_INVALID: (p) => `${p.file} cannot be imported as ${p.format}: ${p.detail}. Nothing was saved.`,
    IMPORT_TOO_LARGE: (p) =>
      `A file to import may have ${p.limit} bytes; ${p.file} has ${p.size}. Split it into several files.`,
    IMPORT_TOO_MANY_CASES: (p) =>
      `One import takes at most ${p.limit} cases; ${p.file} goes past it. Nothing was saved; split the file.`,
    IMPORT_HAS_PROBLEMS: (p) =>
      `${p.file} has ${p.count} problem(s), the first at ${p.at}: ${p.problem}. Nothing was saved; a dry run (dryRun: true) lists them all.`,
    USER_ADMIN_REQUIRED: (p) =>
      `You may not administer user ${p.user}: that takes the admin role on the tenant, or on the project or sub project of every role the user holds (at least one).`,
    ROLE_GRANT_FORBIDDEN: (p) => `You may not grant a role on ${p.unit}: you are not an admin of it.`,
    API_TOKEN_SCOPE_NOT_HELD: (p) =>
      `A token of ${p.user} cannot hold the role ${p.role} on ${p.unit}: ${p.user} does not hold it there. A token may only narrow its owner's roles.`,
    OWN_USER_LOCKOUT: () =>
      'You cannot delete, disable or expire your own user, nor change your own roles; ask another administrator.',
    USERNAME_TAKEN: (p) =>
      `The username ${p.username} is taken in this tenant (usernames are unique regardless of case, and a deleted user keeps theirs).`,
    UNKNOWN_ORGANIZATION_UNIT: (p) => `The organization unit ${p.unit} does not exist in this tenant.`,
  },
  de: {
    PARSE_ERROR: () => 'Der Anfragetext ist kein gültiges JSON.',
    INVALID_REQUEST: (p) => `Ungültige JSON-RPC-Anfrage: ${p.detail}.`,
    METHOD_NOT_FOUND: (p) => `Die Methode ${p.method} gibt es nicht.`,
    INVALID_PARAMS: () => 'Die Parameter sind ungültig.',
    UNKNOWN_FILTER_FIELD: (p) => `Unbekanntes Filterfeld ${p.field}; erlaubt: ${p.allowed}.`,
    UNKNOWN_SORT_FIELD: (p) => `Unbekanntes Sortierfeld ${p.field}; erlaubt: ${p.allowed}.`,
    HEADER_PARAM_MISMATCH: (p) =>
      `Header ${p.header} (${p.header_value}) und Parameter ${p.param} (${p.param_value}) widersprechen sich.`,
    PROJECT_ID_REQUIRED: () =>
      'Dieser Aufruf braucht ein Projekt: Header Project-Id senden oder es in den Parametern nennen.',
    UNSUPPORTED_DOCUMENT_MODEL: (p) => `${p.method} unterstützt das Dokumentmodell ${p.model} nicht.`,
    PARENT_NOT_A_PROJECT: (p) => `${p.parent} ist kein Hauptprojekt; Unterprojekte lassen sich nicht verschachteln.`,
    BODY_TOO_LARGE: (p) => `Der Anfragetext ist größer als ${p.limit} Bytes.`,
    INTERNAL_ERROR: (p) => `Interner Fehler; bitte Anfrage-ID ${p.requestId} angeben.`,
    TOKEN_MISSING: () => 'Kein Bearer-Token: Authorization: Bearer <Token> senden.',
    TOKEN_INVALID: () => 'Das Bearer-Token ist ungültig.',
    TOKEN_EXPIRED: () => 'Das Bearer-Token ist abgelaufen.',
    NO_ROLE_IN_PROJECT: (p) => `Sie haben keine Rolle im Projekt ${p.project}.`,
    NO_ROLE_IN_TENANT: () =>
      'Ein Hauptprojekt anzulegen oder zu löschen oder die Mandanteneinstellungen zu ändern, braucht die Rolle admin im Mandanten; dort haben Sie keine Rolle.',
    ROLE_NOT_ALLOWED: (p) =>
      `Ihre Rolle ${p.role} ${p.project ? `im Projekt ${p.project}` : 'im Mandanten'} erlaubt diesen Aufruf nicht; er braucht die Rolle ${p.needed} oder eine höhere.`,
    DOCUMENT_NOT_FOUND: (p) => `Das Dokument ${p.ref} wurde nicht gefunden.`,
    ATTACHMENT_NOT_ASSIGNED: (p) => `Der Anhang ${p.attachment} ist ${p.ref} nicht zugeordnet.`,
    DOWNLOAD_URL_INVALID: () => 'Die Download-URL ist ungültig oder abgelaufen; eine neue liefert LOAD_ATTACHMENT_URL.',
    THUMBNAIL_UNAVAILABLE: (p) =>
      `Von dieser Datei wird keine Vorschau erstellt: ${
        {
          SOURCE_TOO_LARGE: 'sie ist größer als Dateien, von denen Vorschauen erstellt werden',
          PIXEL_LIMIT: 'ihr Bild hat mehr Pixel als Bilder, von denen Vorschauen erstellt werden',
        }[p.failure ?? ''] ?? 'sie ist beschädigt oder eine Variante, die nicht gelesen werden kann'
      }.`,
    VERSION_NOT_FOUND: (p) => `Projekt ${p.project} hat keine Version ${p.version}.`,
    TOO_MANY_REQUESTS: (p) => `Zu viele Anfragen; bitte in ${p.retryAfter} s erneut versuchen.`,
    TEST_SUITE_IN_OPEN_RUN: (p) => `Die Testsuite ${p.suite} ist im offenen Testlauf ${p.run}.`,
    LAST_VERSION: (p) =>
      `Version ${p.version} ist die einzige Version von ${p.project}; ein Projekt behält mindestens eine.`,
    MIXED_PROJECTS: () => 'Alle Dokumente eines Aufrufs müssen zu einem Projekt gehören.',
    TEST_RUN_CLOSED: (p) => `Der Testlauf ${p.run} ist abgeschlossen und lässt sich nicht mehr ändern.`,
    TEST_RUN_NOT_EMPTY: (p) => `Der Testlauf ${p.run} enthält noch Testsuiten; bitte zuerst entfernen.`,
    TEST_CASE_IN_OPEN_RUN: (p) => `Der Testfall ${p.case} ist im offenen Testlauf ${p.run}.`,
    SUITE_NOT_IN_RUN: (p) =>
      `Die Testsuite ${p.suite} ist nicht im Testlauf ${p.run}; bitte zuerst die Testsuite hinzufügen.`,
    STALE_MODEL_VERSION: (p) =>
      `Das Dokument wurde inzwischen geändert: erwartet wurde modelVersion ${p.expected}, aktuell ist ${p.current}. Bitte neu lesen und die Änderung wiederholen.`,
    CASES_FROM_SEVERAL_SUITES: () => 'Alle Testfälle eines Aufrufs müssen zur selben Testsuite gehören.',
    NOT_IN_RUN_VERSION: (p) => `${p.ref} gehört nicht zu Version ${p.version}, der Version des Testlaufs ${p.run}.`,
    TEST_CASE_NOT_IN_RUN: (p) => `Der Testfall ${p.case} ist nicht im Testlauf ${p.run}.`,
    NEW_TEST_RUN_NOT_ACTIVE: () => 'Ein neuer Testlauf muss den Status active haben.',
    RESULT_UNTESTED: () => 'Ein gespeichertes Ergebnis muss ein anderes als 1 (Ungetestet) sein.',
    TEST_RUN_NOT_FOUND: (p) => `Den Testlauf ${p.run} gibt es im Projekt ${p.project} nicht.`,
    TEST_CASES_NOT_FOUND: (p) => `Diese Testfälle gibt es in Version ${p.version} nicht: ${p.ids}.`,
    VERSION_CLOSED: (p) =>
      `Version ${p.version} von ${p.project} ist geschlossen; ihre Inhalte und Testläufe lassen sich nicht mehr ändern.`,
    NO_CASES_AT_RISK_LEVEL: (p) =>
      `Kein Testfall der Version ${p.version} von ${p.project} hat die Risikostufe ${p.level} oder höher, und keiner ohne Testhistorie ist aufzunehmen.`,
    VERSION_HAS_OPEN_RUNS: (p) =>
      `Version ${p.version} von ${p.project} hat offene Testläufe (${p.runs}); bitte zuerst schließen oder löschen.`,
    PROJECT_HAS_OPEN_RUNS: (p) =>
      `Projekt ${p.project} hat offene Testläufe (${p.runs}); bitte zuerst schließen oder löschen.`,
    TASK_FAILED: (p) =>
      `Interner Fehler im Versuch ${p.attempt} von ${p.maxAttempts}; bitte Fehler-ID ${p.errorId} angeben.`,
    CONCURRENTLY_CHANGED: () =>
      'Ein anderer Aufruf hat geändert oder gelöscht, woran dieser Aufruf arbeitet; bitte neu lesen und wiederholen.',
    LOCK_TIMEOUT: () =>
      'Was dieser Aufruf ändert, hält gerade ein anderer Aufruf oder eine Aufgabe (etwa ein langer Import); nichts wurde geändert. Bitte in einigen Sekunden wiederholen.',
    STATEMENT_TIMEOUT: () =>
      'Die Datenbank hat für diesen Aufruf zu lange gebraucht und ihn abgebrochen; nichts wurde geändert. Bitte später wiederholen oder weniger auf einmal anfordern.',
    DATABASE_BUSY: () =>
      'Der Server hat gerade keine freie Datenbankverbindung; nichts wurde geändert. Bitte in einigen Sekunden wiederholen.',
    TASK_CRASHED: (p) =>
      p.cause === 'memory'
        ? 'Dem Worker-Prozess ist beim Ausführen dieser Aufgabe der Speicher ausgegangen; sie wird nicht erneut ausgeführt. Senden Sie eine kleinere Eingabe oder erhöhen Sie die Heap-Grenze des Workers (TMT_WORKER_HEAP_MB).'
        : p.cause === 'exit'
          ? `Der Worker-Prozess hat beim Ausführen dieser Aufgabe geendet (${p.how}); sie wird nicht erneut ausgeführt.`
          : 'Der Worker-Prozess hat beim Ausführen dieser Aufgabe ein zweites Mal geendet; sie wird nicht erneut ausgeführt.',
    TASK_NOT_DONE: (p) =>
      `Die Aufgabe ${p.ref} ist ${p.status}; ihre Datei lässt sich herunterladen, sobald sie DONE ist (mit GET_DOCUMENT verfolgen).`,
    TASK_HAS_NO_FILE: (p) => `Die Aufgabe ${p.ref} (${p.type}) erzeugt keine Datei zum Herunterladen.`,
    JUNIT_INVALID: (p) => `${p.file} ist kein JUnit-XML-Bericht: ${p.detail}. Es wurde nichts gespeichert.`,
    JUNIT_TOO_LARGE: (p) =>
      `Die JUnit-Dateien eines Imports dürfen zusammen ${p.limit} Byte groß sein; diese haben ${p.size}. Teilen Sie den Bericht auf mehrere Importe auf.`,
    JUNIT_TOO_MANY_TESTS: (p) =>
      `Ein Import nimmt höchstens ${p.limit} Testfälle (testcase) auf; ${p.file} geht darüber hinaus. Es wurde nichts gespeichert; teilen Sie den Bericht auf mehrere Importe auf.`,
    IMPORT_INVALID: (p) =>
      `${p.file} lässt sich nicht als ${p.format} importieren: ${p.detail}. Es wurde nichts gespeichert.`,
    IMPORT_TOO_LARGE: (p) =>
      `Eine Datei zum Importieren darf ${p.limit} Byte groß sein; ${p.file} hat ${p.size}. Teilen Sie sie auf mehrere Dateien auf.`,
    IMPORT_TOO_MANY_CASES: (p) =>
      `Ein Import nimmt höchstens ${p.limit} Testfälle auf; ${p.file} geht darüber hinaus. Es wurde nichts gespeichert; teilen Sie die Datei auf.`,
    IMPORT_HAS_PROBLEMS: (p) =>
      `${p.file} hat ${p.count} Problem(e), das erste bei ${p.at}: ${p.problem}. Es wurde nichts gespeichert; ein Probelauf (dryRun: true) listet alle auf.`,
    USER_ADMIN_REQUIRED: (p) =>
      `Sie dürfen den Benutzer ${p.user} nicht verwalten: dazu braucht es die Rolle admin im Mandanten, oder im Projekt oder Unterprojekt jeder Rolle des Benutzers (mindestens einer).`,
    ROLE_GRANT_FORBIDDEN: (p) => `Sie dürfen keine Rolle in ${p.unit} vergeben: dort sind Sie nicht admin.`,
    API_TOKEN_SCOPE_NOT_HELD: (p) =>
      `Ein Token von ${p.user} kann die Rolle ${p.role} in ${p.unit} nicht tragen: ${p.user} hat sie dort nicht. Ein Token darf die Rollen seines Besitzers nur einschränken.`,
    OWN_USER_LOCKOUT: () =>
      'Den eigenen Benutzer können Sie weder löschen, deaktivieren noch ablaufen lassen, und Ihre eigenen Rollen nicht ändern; bitte jemand anderen mit Verwaltungsrechten fragen.',
    USERNAME_TAKEN: (p) =>
      `Der Benutzername ${p.username} ist in diesem Mandanten vergeben (ohne Rücksicht auf Groß- und Kleinschreibung; auch ein gelöschter Benutzer behält seinen).`,
    UNKNOWN_ORGANIZATION_UNIT: (p) => `Die Organisationseinheit ${p.unit} gibt es in diesem Mandanten nicht.`,
  },
};

export function messageFor(locale: Locale, reason: ErrorReason, params: Record<string, string> = {}): string {
  // Own properties only: a name like `constructor` must not find an Object.prototype member.
  const own = (table: Partial<Record<ErrorReason, Template>>) =>
    Object.hasOwn(table, reason) ? table[reason] : undefined;
  const template = (Object.hasOwn(messages, locale) ? own(messages[locale]) : undefined) ?? own(messages.en);
  return template ? template(params) : reason;
}
