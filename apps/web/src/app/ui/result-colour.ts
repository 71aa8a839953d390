/** The colour of a result code (1–11), as the theme defines it (`--result-n`, light and dark). */
export const resultColour = (result: number) => ({ background: `var(--result-${result})` });
