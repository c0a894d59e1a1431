/**
 * Spec section 2: the questions still to answer, in a random order (Fisher-Yates). `random`
 * is injectable so a test can fix the order.
 */
export function questionOrder(questionIds: readonly string[], answered: ReadonlySet<string>, random: () => number = Math.random): string[] {
  const order = questionIds.filter((id) => !answered.has(id));
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}
