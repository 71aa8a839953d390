import { wordsHook } from '../lib/i18n';

/** The risk screen's words: they load with it. */
const riskEn = {
  'risk.open': 'Risk',
  'risk.title': 'Risk',
  'risk.lead':
    'How the cases of this version are rated: by business logic (likelihood × impact), by their test history and by release scope. See the user guide’s “Risk” chapter.',
  'risk.loading': 'Reading the risk levels…',
  'risk.empty': 'This version has no cases, so nothing is rated yet.',
  'risk.heatmap': 'Heatmap',
  'risk.heatmapCaption': 'Cases by business logic level (rows) and test history level (columns)',
  'risk.businessLogic': 'Business logic',
  'risk.testHistory': 'Test history',
  'risk.cell': '{count} cases: business logic {business}, test history {history}',
  'risk.undefinedCount':
    '{count} {count|case has|cases have} no business logic or no test history level yet and {count|is|are} not in the grid.',
  'risk.byLevel': 'By heatmap level',
  'risk.riskiest': 'The riskiest cases',
  'risk.riskiestNone': 'No case has a heatmap level yet.',
  'risk.col.case': 'Case',
  'risk.col.heatmap': 'Heatmap',
  'risk.col.reasons': 'Why',
  'risk.reason.business': 'Business logic {level} ({likelihood} × {impact})',
  'risk.reason.history': 'Test history {level}: {failed} of {counted} results failed',
  'risk.reason.defects': '{count} {count|defect|defects}',
  'risk.reason.noHistory': 'no test history yet',
  'risk.reason.scope': 'Release scope {level} ({priority}, {type})',
  'risk.newRun': 'New run by risk…',
  'risk.newRunTitle': 'New run by risk',
  'risk.runTitle': 'Title of the run',
  'risk.minimum': 'Cases from this heatmap level up',
  'risk.withoutHistory': 'Also cases without test history',
  'risk.maxCases': 'At most this many cases (the riskiest)',
  'risk.maxCasesHint': 'Leave empty for all.',
  'risk.create': 'Create run',
  'risk.preview':
    'The run would take {total} {total|case|cases}: {high} High, {medium} Medium, {low} Low by their heatmap level and {noHistory} without test history.',
  'risk.previewCapped': 'Capped at the {max} riskiest of {all}.',
  'risk.previewNone': 'No case qualifies: choose a lower level or include cases without test history.',
  'risk.previewNote': 'Cases whose priority is NO_TEST are never taken.',
  'risk.created': 'Created {run}: open it',
  'risk.closedVersion': 'This version is closed: no run can be planned in it.',
};

const riskDe: typeof riskEn = {
  'risk.open': 'Risiko',
  'risk.title': 'Risiko',
  'risk.lead':
    'Wie die Testfälle dieser Version eingestuft sind: nach Geschäftslogik (Wahrscheinlichkeit × Auswirkung), nach ihrer Testhistorie und nach Release-Umfang. Siehe das Kapitel „Risiko“ im Benutzerhandbuch.',
  'risk.loading': 'Risikostufen werden gelesen…',
  'risk.empty': 'Diese Version hat keine Testfälle, also ist noch nichts eingestuft.',
  'risk.heatmap': 'Heatmap',
  'risk.heatmapCaption': 'Testfälle nach Stufe der Geschäftslogik (Zeilen) und der Testhistorie (Spalten)',
  'risk.businessLogic': 'Geschäftslogik',
  'risk.testHistory': 'Testhistorie',
  'risk.cell': '{count} Testfälle: Geschäftslogik {business}, Testhistorie {history}',
  'risk.undefinedCount':
    '{count} {count|Testfall hat|Testfälle haben} noch keine Stufe für Geschäftslogik oder Testhistorie und {count|steht|stehen} nicht im Raster.',
  'risk.byLevel': 'Nach Heatmap-Stufe',
  'risk.riskiest': 'Die riskantesten Testfälle',
  'risk.riskiestNone': 'Noch kein Testfall hat eine Heatmap-Stufe.',
  'risk.col.case': 'Testfall',
  'risk.col.heatmap': 'Heatmap',
  'risk.col.reasons': 'Warum',
  'risk.reason.business': 'Geschäftslogik {level} ({likelihood} × {impact})',
  'risk.reason.history': 'Testhistorie {level}: {failed} von {counted} Ergebnissen fehlgeschlagen',
  'risk.reason.defects': '{count} {count|Fehler|Fehler}',
  'risk.reason.noHistory': 'noch keine Testhistorie',
  'risk.reason.scope': 'Release-Umfang {level} ({priority}, {type})',
  'risk.newRun': 'Neuer Testlauf nach Risiko…',
  'risk.newRunTitle': 'Neuer Testlauf nach Risiko',
  'risk.runTitle': 'Titel des Testlaufs',
  'risk.minimum': 'Testfälle ab dieser Heatmap-Stufe',
  'risk.withoutHistory': 'Auch Testfälle ohne Testhistorie',
  'risk.maxCases': 'Höchstens so viele Testfälle (die riskantesten)',
  'risk.maxCasesHint': 'Leer lassen für alle.',
  'risk.create': 'Testlauf anlegen',
  'risk.preview':
    'Der Testlauf nähme {total} {total|Testfall|Testfälle}: {high} Hoch, {medium} Mittel, {low} Niedrig nach ihrer Heatmap-Stufe und {noHistory} ohne Testhistorie.',
  'risk.previewCapped': 'Begrenzt auf die {max} riskantesten von {all}.',
  'risk.previewNone':
    'Kein Testfall kommt in Frage: Wählen Sie eine niedrigere Stufe oder nehmen Sie Testfälle ohne Testhistorie dazu.',
  'risk.previewNote': 'Testfälle mit der Priorität NO_TEST werden nie genommen.',
  'risk.created': '{run} angelegt: öffnen',
  'risk.closedVersion': 'Diese Version ist geschlossen: In ihr lässt sich kein Testlauf planen.',
};

export const useRiskT = wordsHook({ en: riskEn, de: riskDe });
