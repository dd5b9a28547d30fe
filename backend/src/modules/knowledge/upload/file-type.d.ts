// file-type ships ESM with types the backend's CommonJS module resolution (node10) cannot
// reach through its `exports` map; this declares the one function used. Node >= 20.19 loads
// the package itself with require().
declare module 'file-type' {
  export function fileTypeFromBuffer(
    buffer: Uint8Array | ArrayBuffer,
  ): Promise<{ ext: string; mime: string } | undefined>;
}
