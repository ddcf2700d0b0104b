import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { LobbyThemeProvider } from '../theme/theme-provider';
import type { UploadedImage } from './image-upload-field';
import { ImageUploadField } from './image-upload-field';

const png = (bytes = 4) => new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' });

function Field({
  upload,
  start = null,
  error,
  failureText,
}: {
  upload: (file: File) => Promise<UploadedImage>;
  start?: UploadedImage | null;
  error?: string;
  failureText?: (e: unknown) => string;
}) {
  const [value, setValue] = useState<UploadedImage | null>(start);
  return (
    <LobbyThemeProvider>
      <ImageUploadField
        label="Logo"
        url={value?.url ?? null}
        maxBytes={1024}
        upload={upload}
        error={error}
        failureText={failureText}
        onChange={setValue}
      />
      <output aria-label="path">{value?.path ?? 'none'}</output>
    </LobbyThemeProvider>
  );
}

describe('ImageUploadField', () => {
  it('uploads a picked image, previews it, then removes it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    let finish: (v: UploadedImage) => void = () => undefined;
    const upload = jest.fn(() => new Promise<UploadedImage>((resolve) => (finish = resolve)));
    render(<Field upload={upload} />);
    expect(screen.getByText('PNG, JPEG, WebP or GIF, up to 1 KB.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Logo'), png());
    expect(upload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    finish({ path: 'site/a.png', url: '/media/site/a.png' });
    expect(await screen.findByRole('img', { name: 'Logo preview' })).toHaveAttribute(
      'src',
      '/media/site/a.png',
    );
    expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('site/a.png');
    expect(screen.getByRole('button', { name: 'Replace logo' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(screen.queryByRole('img', { name: 'Logo preview' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('none');
    expect(screen.getByRole('button', { name: 'Upload logo' })).toBeInTheDocument();
  });

  it('refuses a file that is no image, or too big, without uploading it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const upload = jest.fn();
    render(<Field upload={upload} />);
    const input = screen.getByLabelText('Logo');
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Upload a PNG, JPEG, WebP or GIF image.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.upload(input, png(2048));
    expect(screen.getByRole('alert')).toHaveTextContent('The image must be at most 1 KB.');
    expect(upload).not.toHaveBeenCalled();
  });

  it("shows the server's refusal, in the area's words when given", async () => {
    const user = userEvent.setup();
    const refused = Object.assign(new Error('The given data was invalid.'), {
      errors: { image: ['The file is not a readable image.'] },
    });
    const { unmount } = render(<Field upload={() => Promise.reject(refused)} />);
    await user.upload(screen.getByLabelText('Logo'), png());
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is not a readable image.');
    unmount();
    render(
      <Field
        upload={() => Promise.reject(new Error('offline'))}
        failureText={() => 'No network.'}
      />,
    );
    await user.upload(screen.getByLabelText('Logo'), png());
    expect(await screen.findByRole('alert')).toHaveTextContent('No network.');
  });

  it("shows the form's error for the field, and the stored image", () => {
    render(
      <Field
        upload={jest.fn()}
        start={{ path: 'a.png', url: '/media/a.png' }}
        error="The logo is missing."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The logo is missing.');
    expect(screen.getByRole('img', { name: 'Logo preview' })).toHaveAttribute(
      'src',
      '/media/a.png',
    );
  });
});
