import { useEffect, useId, useRef, useState } from 'react';
import type { DragEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ErrorBox } from '@/components/ui/error-box.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { usePasteFiles } from '../hooks/use-paste-image.ts';
import { useTouchScreen } from '../hooks/use-touch-screen.ts';
import { UploadReminders } from './upload-reminders.tsx';

export const NOT_AN_IMAGE =
  'Only images can be analyzed. Choose a PNG, JPEG or WebP screenshot of your chart.';

/** The spec's rule: only files whose type begins with image/. */
export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

interface UploadWidgetProps {
  /** Called with an image the user dropped, picked or pasted. */
  onFile: (file: File) => void;
  busy: boolean;
  /** Shown while busy, e.g. 'Analyzing key price levels...'. */
  progressText: string;
  /** The server's answer to the last attempt, if it failed. */
  error?: string | null;
  /** Extra content under the error (e.g. an upgrade link). */
  errorAction?: ReactNode;
  label?: string;
  /** 'wide': the reminders sit beside the drop zone on large screens. */
  layout?: 'stacked' | 'wide';
  /** A screenshot shared from another app, shown in place, read when the trader says so. */
  pending?: File | null;
  /** The trader set the shared screenshot aside (to choose another). */
  onSetAside?: () => void;
}

/** Drag and drop, click to pick, or paste a chart screenshot. */
export function UploadWidget({
  onFile,
  busy,
  progressText,
  error,
  errorAction,
  label = 'Upload a chart screenshot',
  layout = 'stacked',
  pending = null,
  onSetAside,
}: UploadWidgetProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const touch = useTouchScreen();

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const take = (files: readonly File[]) => {
    if (busy) return;
    const file = files[0];
    if (!file) return;
    if (!isImageFile(file)) {
      setRefusal(NOT_AN_IMAGE);
      return;
    }
    setRefusal(null);
    setPreview(URL.createObjectURL(file));
    onFile(file);
  };

  usePasteFiles(take, !busy);

  const pick = () => {
    if (!busy) inputRef.current?.click();
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    take(Array.from(e.dataTransfer.files));
  };

  const message = refusal ?? error ?? null;
  const zone =
    pending && !busy ? (
      <SharedPreview file={pending} onRead={() => take([pending])} onSetAside={onSetAside} />
    ) : null;

  return (
    <div
      className={
        layout === 'wide'
          ? 'grid gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-center lg:gap-6'
          : 'space-y-3'
      }
    >
      <div className="space-y-3">
        {zone}
        {/* The whole zone takes drops and clicks; the button inside is what keyboards and
            screen readers reach, named by the words it shows. */}
        <div
          aria-busy={busy}
          data-testid="upload-zone"
          data-dragging={dragging}
          onClick={pick}
          onDragEnter={(e) => {
            e.preventDefault();
            if (!busy) setDragging(true);
          }}
          onDragOver={(e) => e.preventDefault()}
          onDragLeave={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
          }}
          onDrop={onDrop}
          className={`relative ${zone ? 'hidden' : 'flex'} min-h-44 flex-col items-center justify-center gap-3 overflow-hidden rounded-2xl border-2 border-dashed px-4 py-8 text-center transition ${
            busy
              ? 'cursor-progress border-cyan-400/40 bg-cyan-400/5'
              : dragging
                ? 'cursor-copy border-cyan-400 bg-cyan-400/10'
                : 'cursor-pointer border-slate-600 bg-ink-850 hover:border-cyan-400/60 hover:bg-ink-800'
          }`}
        >
          {busy && preview && (
            <img
              src={preview}
              alt=""
              className="absolute inset-0 h-full w-full object-cover opacity-15 blur-[1px]"
            />
          )}
          {busy ? (
            <div className="relative flex flex-col items-center gap-3" aria-live="polite">
              <Spinner label={progressText} />
              <p className="font-semibold text-cyan-300">{progressText}</p>
            </div>
          ) : (
            <>
              <svg
                viewBox="0 0 48 48"
                className="h-12 w-12 text-cyan-400"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                <path d="M12 8v32M24 6v36M36 10v28" strokeOpacity=".35" />
                <rect x="8" y="16" width="8" height="14" rx="1.5" />
                <rect x="20" y="12" width="8" height="12" rx="1.5" />
                <rect x="32" y="18" width="8" height="12" rx="1.5" />
              </svg>
              <div>
                <button
                  type="button"
                  className="font-semibold text-white"
                  aria-describedby={hintId}
                  onClick={(e) => {
                    e.stopPropagation();
                    pick();
                  }}
                >
                  <span className="sr-only">{label}: </span>
                  {touch ? (
                    <>
                      Tap to choose a <span className="text-cyan-400">screenshot</span>
                    </>
                  ) : (
                    <>
                      Drop your chart screenshot here, or{' '}
                      <span className="text-cyan-400">browse</span>
                    </>
                  )}
                </button>
                <p id={hintId} className="mt-1 text-sm text-slate-400">
                  <span className={touch ? 'hidden' : 'hidden sm:inline'}>
                    You can also paste it with{' '}
                    <kbd className="rounded border border-slate-600 px-1 text-xs">Ctrl</kbd>+
                    <kbd className="rounded border border-slate-600 px-1 text-xs">V</kbd>.{' '}
                  </span>
                  PNG, JPEG or WebP · 100 credits per analysis.
                </p>
              </div>
            </>
          )}
        </div>
        <input
          ref={inputRef}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-label="Chart screenshot file"
          disabled={busy}
          onClick={(e) => e.stopPropagation()}
          onChange={(e) => {
            take(Array.from(e.target.files ?? []));
            e.target.value = '';
          }}
        />
        <ErrorBox message={message} />
        {message && !refusal && errorAction}
      </div>
      <UploadReminders />
    </div>
  );
}

/** A screenshot shared from another app: the image as it will be read, and the trader's choice. */
function SharedPreview({
  file,
  onRead,
  onSetAside,
}: {
  file: File;
  onRead: () => void;
  onSetAside?: () => void;
}) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const u = URL.createObjectURL(file);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [file]);
  return (
    <div
      className="space-y-3 rounded-2xl border-2 border-cyan-400/60 bg-ink-850 p-4"
      data-testid="shared-screenshot"
    >
      <p className="font-semibold text-white">Your shared screenshot</p>
      {url && (
        <img
          src={url}
          alt="The screenshot you shared"
          className="max-h-72 w-full rounded-lg bg-black/30 object-contain"
        />
      )}
      <p className="text-sm text-slate-400">
        Check it is the chart you want read. Reading it uses 100 credits.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={onRead}>
          Read this chart
        </Button>
        {onSetAside && (
          <Button type="button" variant="secondary" onClick={onSetAside}>
            Choose another
          </Button>
        )}
      </div>
    </div>
  );
}
