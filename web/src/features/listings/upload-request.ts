import { ApiError, networkErrorMessage } from "@/lib/api.ts";

/** An upload failure with the server's toast title when it gave one ("Too Many Images", …). */
export class UploadError extends ApiError {
  title: string | undefined;
  constructor(status: number, code: string, message: string, title?: string, fields?: Record<string, string>) {
    super(status, code, message, fields);
    this.title = title;
  }
}

type ErrorBody = { error?: { code?: string; message?: string; title?: string; fields?: Record<string, string> } };

export function uploadErrorFrom(status: number, text: string): UploadError {
  try {
    const error = (JSON.parse(text) as ErrorBody).error;
    if (error?.message) {
      return new UploadError(status, error.code ?? `http_${status}`, error.message, error.title, error.fields);
    }
  } catch {
    // not JSON
  }
  return new UploadError(status, `http_${status}`, "Something went wrong. Please try again.");
}

/**
 * POSTs a multipart form with XMLHttpRequest rather than fetch, because only XHR reports upload progress
 * (`onProgress` gets 0–1). Resolves with the parsed JSON answer; rejects with an {@link UploadError}.
 */
export function postMultipart<T>(url: string, form: FormData, onProgress?: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as T);
        } catch {
          reject(new UploadError(xhr.status, "invalid_response", "The server sent an unexpected answer."));
        }
      } else {
        reject(uploadErrorFrom(xhr.status, xhr.responseText));
      }
    };
    xhr.onerror = () => reject(new UploadError(0, "network_error", networkErrorMessage));
    xhr.send(form);
  });
}
