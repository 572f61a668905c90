// Words the drawings show, shared by the section, the abstract's drawing and the viewer.

/** `图1 整体结构示意图`, or a design's view alone (`主视图`): the drawing's name and alt text. */
export function drawingName(figure: Pick<API.PatentDrawing, 'label' | 'caption'>): string {
  return figure.label === figure.caption ? figure.label : `${figure.label} ${figure.caption}`;
}

/** What the 附图标记 list says when a drawing numbers nothing. */
export function noSignsText(kind: API.PatentDrawings['kind'] | undefined): string {
  return kind === 'design' ? '外观设计的视图不标注附图标记。' : '本图未标注附图标记。';
}
