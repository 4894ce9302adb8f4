import { useEffect, useRef } from 'react';

/** Files in a paste (screenshots copied from a trading platform arrive as image files). */
export function filesFromClipboard(data: DataTransfer | null): File[] {
  if (!data) return [];
  const files = Array.from(data.files ?? []);
  if (files.length) return files;
  return Array.from(data.items ?? [])
    .filter((item) => item.kind === 'file')
    .map((item) => item.getAsFile())
    .filter((f): f is File => f !== null);
}

/**
 * Listens for pastes on the whole page while mounted. Pastes into text fields are left alone;
 * a paste that carries files is handed over (images or not: the caller explains a refusal).
 */
export function usePasteFiles(onFiles: (files: File[]) => void, enabled = true) {
  const handler = useRef(onFiles);
  useEffect(() => {
    handler.current = onFiles;
  });
  useEffect(() => {
    if (!enabled) return;
    const onPaste = (e: ClipboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target?.closest?.('input[type="text"], input[type="email"], textarea, [contenteditable]'))
        return;
      const files = filesFromClipboard(e.clipboardData);
      if (!files.length) return;
      e.preventDefault();
      handler.current(files);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [enabled]);
}
