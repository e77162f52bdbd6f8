import { apiFetch } from './rest';

/** File name from Content-Disposition, else `fallback`. */
function fileName(res: Response, fallback: string): string {
  const disposition = res.headers.get('Content-Disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  if (match?.[1]) return decodeURIComponent(match[1]);
  return fallback;
}

/**
 * GETs `path` with the bearer token (apiFetch: cookies, 401 clears the token, non-OK raises
 * `status: text`) and saves the answer under the server's file name. An <a download> click is
 * the only way to save a fetched (authenticated) blob.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const res = await apiFetch('GET', path);
  const blob = await res.blob();
  const name = fileName(res, fallbackName);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}

/** The extension ZIP, named with the version when the server sends no file name. */
export async function downloadExtension(version?: string): Promise<void> {
  await downloadFile('/api/download/extension', version ? `factlens-extension-${version}.zip` : 'factlens-extension.zip');
}
