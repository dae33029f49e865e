/**
 * Typed text set inside one of these sentences, whose template puts its own 。 (or ，) after it: what the person
 * ended with (。 . ， , ； ;) goes, so the sentence never reads "部分退款。。如仍有异议". ！ and ？ stay, they say something.
 */
export function clause(text: string): string {
  return text.trim().replace(/[。．.，,；;\s]+$/u, '')
}
