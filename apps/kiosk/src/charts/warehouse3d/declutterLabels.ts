export interface LabelBox {
  /** Anchor on screen (px): the middle of the label's bottom edge. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Higher first: an alarm's label wins over a normal probe's. */
  priority: number;
  /** Distance to the camera: among equals the nearer label wins. */
  depth: number;
}

/**
 * Which labels to show so that none covers another: in order of priority (then nearness), a label is shown when
 * it does not overlap one already shown (with `gap` px around). Returns a flag per label, in input order.
 */
export function declutterLabels(boxes: readonly LabelBox[], gap = 2): boolean[] {
  const order = boxes
    .map((box, index) => ({ box, index }))
    .sort((a, b) => b.box.priority - a.box.priority || a.box.depth - b.box.depth);
  const shown: LabelBox[] = [];
  const visible = boxes.map(() => false);
  for (const { box, index } of order) {
    const clear = shown.every(
      (other) =>
        Math.abs(box.x - other.x) * 2 >= box.width + other.width + 2 * gap ||
        box.y <= other.y - other.height - gap ||
        other.y <= box.y - box.height - gap,
    );
    if (!clear) continue;
    shown.push(box);
    visible[index] = true;
  }
  return visible;
}
