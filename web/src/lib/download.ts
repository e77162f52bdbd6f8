import { apiFetch } from './rest';

/** File name from Content-Disposition, else a name with the version. */
function fileName(res: Response, version: string | undefined): string {
  const disposition = res.headers.get('Content-Disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  if (match?.[1]) return decodeURIComponent(match[1]);
  return version ? `factlens-extension-${version}.zip` : 'factlens-extension.zip';
}

/**
 * GETs the extension ZIP with the bearer token and saves the blob as a .zip file.
 * An <a download> click is the only way to save a fetched (authenticated) blob.
 */
export async function downloadExtension(version?: string): Promise<void> {
  const res = await apiFetch('GET', '/api/download/extension');
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName(res, version);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
