import type { EnumLabels } from './enum-labels';

/** The enumerations' labels in German: loaded with lib's German words (core-messages.de.ts). */
export const enumDe: EnumLabels = {
  Status: {
    NEW: 'Neu',
    IN_PROGRESS: 'In Bearbeitung',
    TO_BE_REVIEWED: 'Zu prüfen',
    TO_BE_CORRECTED: 'Zu korrigieren',
    TO_BE_REVIEWED_AGAIN: 'Erneut zu prüfen',
    REVIEWED: 'Geprüft',
    DONE: 'Fertig',
  },
  Type: {
    FUNCTIONAL: 'Funktional',
    PERFORMANCE: 'Performance',
    SECURITY: 'Sicherheit',
    USABILITY: 'Benutzbarkeit',
    MODEL: 'Modell',
  },
  Automation: {
    TO_BE_EVALUATED: 'Zu bewerten',
    TO_BE_AUTOMATED: 'Zu automatisieren',
    AUTOMATED: 'Automatisiert',
    NOT_TO_BE_AUTOMATED: 'Nicht zu automatisieren',
    NOT_DEFINED: 'Nicht festgelegt',
  },
  Prioritization: { MANDATORY: 'Pflicht', OPTIONAL: 'Optional', NO_TEST: 'Kein Test' },
  RecommendedPriority: { BLOCKER: 'Blocker', HIGH: 'Hoch', MEDIUM: 'Mittel', LOW: 'Niedrig' },
  AdditionalToolsAids: { DATABASE: 'Datenbank', IMPORT_FILE: 'Importdatei', SCRIPT: 'Skript' },
  Assignment: { CUSTOMER_APPROVAL: 'Kundenabnahme', CUSTOMER_TEST: 'Kundentest' },
  Dependency: { INTERRELATION: 'Wechselbeziehung' },
  TestFocus: { CALCULATION: 'Berechnung', PERMISSION: 'Berechtigung', REAL_TIME_CALCULATION: 'Echtzeitberechnung' },
  Likelihood: {
    ALMOST_CERTAIN: 'Fast sicher',
    LIKELY: 'Wahrscheinlich',
    POSSIBLE: 'Möglich',
    UNLIKELY: 'Unwahrscheinlich',
    RARE: 'Selten',
  },
  Impact: {
    SERIOUS: 'Schwerwiegend',
    MAJOR: 'Groß',
    MODERATE: 'Mäßig',
    MINOR: 'Gering',
    INSIGNIFICANT: 'Unbedeutend',
  },
  RiskLevel: { LOW: 'Niedrig', MEDIUM: 'Mittel', HIGH: 'Hoch', UNDEFINED: 'Unbestimmt' },
};
