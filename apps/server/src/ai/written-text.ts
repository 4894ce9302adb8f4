import { DISCLAIMER } from '@candlelens/analysis';

/**
 * The model's answer in the analysis text's own form: '## ' section titles, '- ' lists and plain
 * sentences, ending with the disclaimer as CandleLens's own text does. Emphasis is removed, since
 * bold is kept for calls with a measured edge and the model's text carries none; tables become
 * lists, and links, images, code, HTML and horizontal rules are dropped, so the page shows and the
 * copied text carries only plain words.
 */
export function writtenText(answer: string): string {
  const lines = answer
    .replace(/\r\n?/g, '\n')
    .replace(/<[^>\n]+>/g, '')
    .split('\n')
    .filter((l) => !/^\s*(?:```|~~~)/.test(l))
    .filter((l) => !/^\s*(?:-{3,}|\*{3,}|_{3,})\s*$/.test(l))
    .filter((l) => !/^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$/.test(l))
    .map((l) => {
      const heading = /^\s*#{1,6}\s+(.*)$/.exec(l);
      if (heading) return `## ${plain(heading[1] as string)}`;
      if (/^\s*\|.*\|\s*$/.test(l))
        return `- ${l
          .trim()
          .replace(/^\||\|$/g, '')
          .split('|')
          .map((c) => plain(c.trim()))
          .filter(Boolean)
          .join('; ')}`;
      return plain(l.replace(/^(\s*)[*+•]\s+/, '$1- ').replace(/^(\s*)\d+[.)]\s+/, '$1- '));
    });
  // the disclaimer once, last, as the engine's text ends: the model's own copy of it is taken out
  const body = lines
    .join('\n')
    .split(DISCLAIMER)
    .join('')
    .replace(FIRST_SENTENCE, '')
    .replace(/^[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return `${body}\n\n---\n\n_${DISCLAIMER}_\n`;
}

/** Emphasis, links, images and inline code reduced to their words. */
function plain(line: string): string {
  return line
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/__(.+?)__/g, '$1')
    .replace(/(^|[^*\w])\*(?!\s)(.+?)\*(?!\w)/g, '$1$2')
    .replace(/(^|[^_\w])_(?!\s)(.+?)_(?!\w)/g, '$1$2')
    .replace(/\*\*|__/g, '');
}

/** The disclaimer's first sentence, where the model wrote it alone. */
const FIRST_SENTENCE = /This analysis is for information only and is not financial advice\.?/gi;
