import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { previewFixture } from '@/testing/analysis-fixture.ts';
import { ReadingDrawing } from './reading-drawing.tsx';

afterEach(cleanup);

/** Each value read, with where its text stands and which way it runs from there. */
function labelsDrawn() {
  return [...screen.getByTestId('reading-labels').querySelectorAll('text')].map((t) => ({
    text: t.textContent,
    x: Number(t.getAttribute('x')),
    anchor: t.getAttribute('text-anchor'),
  }));
}

function draw(axisSide: 'left' | 'right') {
  render(
    <svg>
      <ReadingDrawing preview={previewFixture({ axisSide })} unit={1} />
    </svg>,
  );
}

describe('the price labels drawn over the screenshot', () => {
  it('stand inside the plot beside a scale on its right, with the values read', () => {
    draw('right');
    // the plot runs from 40 to 540
    expect(labelsDrawn()).toEqual([
      { text: '250.00', x: 530, anchor: 'end' },
      { text: '150.00', x: 530, anchor: 'end' },
    ]);
  });

  it('stand beside a scale on the left when the labels were read there', () => {
    draw('left');
    expect(labelsDrawn()).toEqual([
      { text: '250.00', x: 50, anchor: 'start' },
      { text: '150.00', x: 50, anchor: 'start' },
    ]);
  });
});
