import type { AudiogramTemplate, WaveformStyle } from '@shared/audiogram';

/**
 * Where an audiogram's parts go, for any frame shape: a column of blocks (art, title, name,
 * waveform, progress bar) centred in tall and square frames; in wide frames the art (or the
 * circle around it) takes the left side and the rest stacks on the right. Pure: the text
 * blocks' heights come from the caller's measurer, so tests need no canvas.
 */

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TextBlock extends Rect {
  lines: string[];
  fontSize: number;
}

export interface AudiogramLayout {
  /** The cover art square (a circle for the circle waveform); null when the template hides it. */
  art: Rect | null;
  title: TextBlock;
  name: TextBlock | null;
  /** The waveform's box: a square around the art for the circle. Even-sized, inside the frame. */
  wave: Rect;
  progress: Rect;
  /** Text alignment: centred, or from the left (bold, wide frames). */
  align: 'center' | 'left';
}

/** Breaks text into at most `maxLines` lines no wider than `width` (ellipsis on the last). */
export type WrapText = (
  text: string,
  fontSize: number,
  width: number,
  maxLines: number,
) => string[];

interface TemplateSizes {
  /** Art side as a share of the frame's short side (tall, square, wide). */
  art: [number, number, number];
  /** Title font size as a share of the short side. */
  title: number;
  titleLines: number;
  align: 'center' | 'left';
}

const SIZES: Record<AudiogramTemplate, TemplateSizes> = {
  classic: { art: [0.5, 0.34, 0.56], title: 0.062, titleLines: 3, align: 'center' },
  spotlight: { art: [0.42, 0.3, 0.5], title: 0.066, titleLines: 3, align: 'center' },
  bold: { art: [0.24, 0.18, 0.3], title: 0.1, titleLines: 4, align: 'left' },
};

const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);

export function audiogramLayout(
  template: AudiogramTemplate,
  waveform: WaveformStyle,
  frame: { width: number; height: number },
  text: { title: string; name: string },
  wrap: WrapText,
): AudiogramLayout {
  const { width, height } = frame;
  const short = Math.min(width, height);
  const wide = width > height * 1.2;
  const tall = height > width * 1.2;
  const sizes = SIZES[template];
  const circle = waveform === 'circle';
  const margin = Math.round(short * (tall ? 0.08 : 0.06));
  // The circle's bars reach a little over half the art's radius beyond it; in a wide frame
  // the circle keeps to the left side.
  const CIRCLE = 1.55;
  const maxBlock = wide ? Math.min(height - 2 * margin, width * 0.42) : width - 2 * margin;
  const artSide = Math.min(
    Math.round(short * sizes.art[tall ? 0 : wide ? 2 : 1]),
    Math.floor(maxBlock / (circle ? CIRCLE : 1)),
  );
  const artBlock = circle ? even(artSide * CIRCLE) : artSide;
  const gap = Math.round(short * (tall ? 0.04 : 0.03));
  const column = wide
    ? { x: Math.round(width * 0.46), width: Math.round(width * 0.54) - margin }
    : { x: margin, width: width - 2 * margin };
  const align = wide ? 'left' : sizes.align;

  const waveHeight = circle ? 0 : even(short * (tall ? 0.18 : wide ? 0.2 : 0.14));
  const progressHeight = Math.max(4, Math.round(short * 0.014));

  const artInColumn = !wide && !(template === 'bold' && !circle);
  // Below the corner badge when there is one (bold, tall or square).
  const top = wide || artInColumn ? margin : margin + artSide + gap;

  // The blocks of the column, top to bottom (spotlight puts the title above the art). A long
  // title that would push the column off the frame is set smaller until it fits.
  type Block = { kind: 'art' | 'title' | 'name' | 'wave' | 'progress'; height: number };
  const columnFor = (titleSize: number) => {
    const nameSize = Math.round(titleSize * 0.62);
    const titleLines = wrap(text.title, titleSize, column.width, sizes.titleLines);
    const nameLines = text.name ? wrap(text.name, nameSize, column.width, 1) : [];
    const textBlocks: Block[] = [
      { kind: 'title', height: Math.round(titleLines.length * titleSize * 1.18) },
      ...(nameLines.length ? [{ kind: 'name' as const, height: Math.round(nameSize * 1.3) }] : []),
    ];
    const blocks: Block[] = [
      ...(template === 'spotlight' ? textBlocks : []),
      ...(artInColumn ? [{ kind: 'art' as const, height: artBlock }] : []),
      ...(template === 'spotlight' ? [] : textBlocks),
      ...(circle ? [] : [{ kind: 'wave' as const, height: waveHeight }]),
      { kind: 'progress', height: progressHeight },
    ];
    const total = blocks.reduce((sum, b) => sum + b.height, 0) + gap * (blocks.length - 1);
    return { titleSize, nameSize, titleLines, nameLines, blocks, total };
  };
  let fitted = columnFor(Math.round(short * sizes.title));
  while (fitted.total > height - top - margin && fitted.titleSize > short * 0.035) {
    fitted = columnFor(Math.round(fitted.titleSize * 0.92));
  }
  const { titleSize, nameSize, titleLines, nameLines, blocks, total } = fitted;
  let y = Math.max(top, Math.round((height - total) / 2));
  const at: Partial<Record<Block['kind'], number>> = {};
  for (const block of blocks) {
    at[block.kind] = y;
    y += block.height + gap;
  }

  // The art's square (and the circle's box around it).
  let artBox: Rect;
  if (wide) {
    const centreX = Math.max(margin + artBlock / 2, Math.round(width * 0.23));
    artBox = box(centreX, Math.round(height / 2), artBlock);
  } else if (artInColumn) {
    artBox = box(Math.round(width / 2), at.art! + artBlock / 2, artBlock);
  } else {
    // Bold, tall or square: a logo badge in the top corner, the title is the picture.
    artBox = { x: margin, y: margin, width: artSide, height: artSide };
  }
  const art = circle
    ? box(artBox.x + artBox.width / 2, artBox.y + artBox.height / 2, artSide)
    : artBox;
  const textX = column.x;
  return {
    art,
    title: {
      x: textX,
      y: at.title!,
      width: column.width,
      height: 0,
      lines: titleLines,
      fontSize: titleSize,
    },
    name: nameLines.length
      ? {
          x: textX,
          y: at.name!,
          width: column.width,
          height: 0,
          lines: nameLines,
          fontSize: nameSize,
        }
      : null,
    wave: circle
      ? { ...artBox, width: even(artBox.width), height: even(artBox.height) }
      : { x: column.x, y: at.wave!, width: even(column.width), height: waveHeight },
    progress: { x: column.x, y: at.progress!, width: even(column.width), height: progressHeight },
    align,
  };
}

function box(centreX: number, centreY: number, side: number): Rect {
  return {
    x: Math.round(centreX - side / 2),
    y: Math.round(centreY - side / 2),
    width: side,
    height: side,
  };
}
