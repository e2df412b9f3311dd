/** The media type of a Content-Type header, lower-cased and without parameters (`; charset`, `; boundary`). */
export const mediaTypeOf = (contentType: string | undefined): string =>
  contentType?.split(";")[0]?.trim().toLowerCase() ?? "";

export const isMultipart = (contentType: string | undefined) => mediaTypeOf(contentType) === "multipart/form-data";
export const isJson = (contentType: string | undefined) => mediaTypeOf(contentType) === "application/json";

/** One cookie's raw value from a Cookie header (still URL-encoded), or undefined. */
export function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  return cookieHeader
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}
