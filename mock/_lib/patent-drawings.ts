// A patent's drawings: which there are (patent-drawings-plan.ts), each as a scene of black lines
// drawn by its kind, and as SVG. Everything is generated from the patent's own generators —
// seedOf(id, 'drawings') for the design's product and views, seedOf(id, 'drawings', label) for a
// figure's geometry — so a drawing is the same on every request and does not depend on others.

import { createHash } from 'crypto';
import { planOf, drawingFactsOf } from './data/patent-text';
import { seedOf } from './data/patent-store';
import { Rng } from './random';
import { barsScene, curveScene, micrographScene } from './patent-drawings-charts';
import { productOf, designScene } from './patent-drawings-design';
import { blocksScene, flowScene, loopScene } from './patent-drawings-diagrams';
import { assemblyScene, detailScene, schematicScene } from './patent-drawings-parts';
import type { FigurePlan } from './patent-drawings-plan';
import { abstractFigureOf, designViews, textFigures } from './patent-drawings-plan';
import type { Scene } from './patent-drawings-scene';
import { toSvg } from './patent-drawings-scene';

export interface DrawingSet {
  /** `description`: 说明书附图 图1, 图2 …; `design`: a design's views (外观设计图片). */
  kind: 'description' | 'design';
  figures: FigurePlan[];
  /** The 1-based number of the 摘要附图 (a design's view that best shows it), or null. */
  abstractFigure: number | null;
}

const sets = new Map<string, DrawingSet>();

/** The drawings a patent has, as its description and abstract name them. */
export function drawingSetOf(patent: API.Patent): DrawingSet {
  let set = sets.get(patent.id);
  if (!set) {
    if (patent.type === 'design') {
      const rng = new Rng(seedOf(patent.id, 'drawings'));
      const figures = designViews(patent.abstract, rng.bool(1 / 3));
      const best = /最能表明设计要点的图片或照片：([^。]+)。/.exec(patent.abstract)?.[1];
      const index = figures.findIndex((f) => f.label === best);
      set = { kind: 'design', figures, abstractFigure: index >= 0 ? index + 1 : 1 };
    } else {
      const figures = textFigures(drawingFactsOf(patent, planOf(patent)));
      set = { kind: 'description', figures, abstractFigure: abstractFigureOf(figures) };
    }
    sets.set(patent.id, set);
  }
  return set;
}

/** The scene of figure `index` (1-based) of the patent, or undefined when it has no such figure. */
export function drawingScene(patent: API.Patent, index: number): Scene | undefined {
  const set = drawingSetOf(patent);
  const figure = set.figures[index - 1];
  if (!figure) return undefined;
  if (set.kind === 'design') {
    // One product for all views: drawn from the design's generator after its choice of views.
    const rng = new Rng(seedOf(patent.id, 'drawings'));
    rng.bool(1 / 3);
    return designScene(figure.label, productOf(patent.title, rng));
  }
  const rng = new Rng(seedOf(patent.id, 'drawings', figure.label));
  const plan = planOf(patent);
  const facts = {
    kind: plan.profile.kind,
    groups: plan.profile.groups,
    title: patent.title,
    abstract: patent.abstract,
  };
  switch (figure.kind) {
    case 'assembly':
      return assemblyScene(figure, rng);
    case 'detail':
      return detailScene(figure, rng);
    case 'schematic':
      return schematicScene(figure);
    case 'flow':
      return flowScene(figure);
    case 'blocks':
      return blocksScene(figure, plan.profile.kind === 'computing');
    case 'loop':
      return loopScene(figure);
    case 'curve':
      return curveScene(figure, facts, rng);
    case 'bars':
      return barsScene(figure, facts, rng);
    default:
      return micrographScene(figure, rng);
  }
}

/** What the image of a figure is called: `图1 整体结构示意图`, or a design's view. */
export function drawingTitle(patent: API.Patent, figure: FigurePlan): string {
  return figure.label === figure.caption
    ? `${patent.title} ${figure.label}`
    : `${figure.label} ${figure.caption}`;
}

/** The figure as an SVG document, or undefined when the patent has no such figure. */
export function drawingSvg(patent: API.Patent, index: number): string | undefined {
  const scene = drawingScene(patent, index);
  const figure = drawingSetOf(patent).figures[index - 1];
  return scene && toSvg(scene, drawingTitle(patent, figure));
}

/** A short hash naming one version of some bytes (the `v` of an immutable URL). */
export function versionOf(content: string | Buffer): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 12);
}
