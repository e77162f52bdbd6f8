import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { getOperationAST } from 'graphql/utilities/getOperationAST';
import { print } from 'graphql/language/printer';
import { authHeaders, clearToken } from '../apollo/token';
import { graphqlUrl } from './graphqlFetch';
import { serverText } from './serverText';

/**
 * One GraphQL mutation with a file (the GraphQL multipart request: `operations`, `map`, the file),
 * over XMLHttpRequest so the page can show how much of the file has been sent. The API requires
 * the `apollo-require-preflight` header on multipart requests (CSRF prevention).
 */
export function uploadFile<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: Omit<TVariables, 'file'>,
  file: File,
  onProgress?: (sent: number, total: number) => void,
): Promise<TData> {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      operationName: getOperationAST(document)?.name?.value,
      query: print(document),
      variables: { ...variables, file: null },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', file, file.name);
  return new Promise<TData>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', graphqlUrl());
    xhr.withCredentials = true;
    xhr.setRequestHeader('apollo-require-preflight', 'true');
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => onProgress?.(e.loaded, e.lengthComputable ? e.total : file.size);
    xhr.onerror = () => reject(new Error('The upload failed: no answer from the server'));
    xhr.onload = () => {
      if (xhr.status === 401) clearToken();
      const body = parseBody<TData>(xhr.responseText);
      if (body?.errors?.length) return reject(new Error(body.errors[0].message));
      if (xhr.status >= 400 || !body?.data)
        return reject(new Error(serverText(xhr.responseText) || `The upload failed (HTTP ${xhr.status})`));
      resolve(body.data);
    };
    xhr.send(form);
  });
}

function parseBody<TData>(text: string): { data?: TData | null; errors?: { message: string }[] } | null {
  try {
    return JSON.parse(text) as { data?: TData | null; errors?: { message: string }[] };
  } catch {
    return null;
  }
}
