import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NOT_AN_IMAGE, UploadWidget } from './upload-widget.tsx';

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'chart.png', { type: 'image/png' });

function paste(files: File[]) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', { value: { files, items: [] } });
  act(() => {
    document.body.dispatchEvent(event);
  });
  return event;
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

describe('UploadWidget', () => {
  it('refuses a file that is not an image, with a clear message, and sends nothing', () => {
    const onFile = vi.fn();
    render(
      <UploadWidget onFile={onFile} busy={false} progressText="Analyzing key price levels..." />,
    );
    const input = screen.getByLabelText('Chart screenshot file');
    const pdf = new File(['%PDF-1.7'], 'chart.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [pdf] } });
    expect(screen.getByRole('alert').textContent).toBe(NOT_AN_IMAGE);
    expect(onFile).not.toHaveBeenCalled();
  });

  it('accepts an image pasted from the clipboard', () => {
    const onFile = vi.fn();
    render(
      <UploadWidget onFile={onFile} busy={false} progressText="Analyzing key price levels..." />,
    );
    const file = png();
    const event = paste([file]);
    expect(onFile).toHaveBeenCalledWith(file);
    expect(event.defaultPrevented).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('accepts a picked image and explains a pasted non-image', () => {
    const onFile = vi.fn();
    render(<UploadWidget onFile={onFile} busy={false} progressText="Analyzing..." />);
    fireEvent.change(screen.getByLabelText('Chart screenshot file'), {
      target: { files: [png()] },
    });
    expect(onFile).toHaveBeenCalledTimes(1);
    paste([new File(['hello'], 'notes.txt', { type: 'text/plain' })]);
    expect(screen.getByRole('alert').textContent).toBe(NOT_AN_IMAGE);
    expect(onFile).toHaveBeenCalledTimes(1);
  });

  it('accepts an image dropped on the zone, and opens the picker from its button', () => {
    const onFile = vi.fn();
    render(<UploadWidget onFile={onFile} busy={false} progressText="Analyzing..." />);
    const button = screen.getByRole('button', {
      name: /^Upload a chart screenshot:\s*Drop your chart screenshot here, or browse$/,
    });
    const zone = screen.getByTestId('upload-zone');
    const file = png();
    fireEvent.drop(zone, { dataTransfer: { files: [file] } });
    expect(onFile).toHaveBeenCalledWith(file);

    const input = screen.getByLabelText('Chart screenshot file') as HTMLInputElement;
    const click = vi.spyOn(input, 'click');
    fireEvent.click(button);
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('shows the progress text while busy and takes no second file', () => {
    const onFile = vi.fn();
    render(<UploadWidget onFile={onFile} busy progressText="Analyzing market trends..." />);
    expect(screen.getByText('Analyzing market trends...')).toBeTruthy();
    paste([png()]);
    fireEvent.drop(screen.getByTestId('upload-zone'), { dataTransfer: { files: [png()] } });
    expect(onFile).not.toHaveBeenCalled();
  });

  it('shows the server error in the red box and the reminder list', () => {
    render(
      <UploadWidget
        onFile={() => {}}
        busy={false}
        progressText="Analyzing..."
        error="Insufficient credits. Please upgrade your plan to continue analyzing charts."
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Insufficient credits. Please upgrade your plan to continue analyzing charts.',
    );
    expect(screen.getByRole('list', { name: 'Before you upload' }).children).toHaveLength(4);
  });
});
