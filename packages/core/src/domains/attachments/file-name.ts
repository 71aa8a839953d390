/**
 * Bidirectional controls: embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069), the left-to-right and
 * right-to-left marks (U+200E, U+200F) and the Arabic letter mark (U+061C). In a file name they reorder what is shown
 * (`\u202Eexe.txt` reads as `txt.exe`), so a name never keeps them.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/** A file name as TMT keeps and sends it: without bidirectional controls. */
export const safeFileName = (name: string) => name.replace(BIDI_CONTROLS, '');
