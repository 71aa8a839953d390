import { parentPort } from 'node:worker_threads';
import decodeBmp from 'decode-bmp';
import { decodeWbmp } from './wbmp';

/** What the decoding thread is asked: one image, whose header already passed the pixel limit. */
export interface DecodeRequest {
  mimeType: 'image/bmp' | 'image/vnd.wap.wbmp';
  bytes: Uint8Array;
}

/** Its answer: RGBA pixels (rows top first), or why they could not be read. */
export type DecodeAnswer = { width: number; height: number; data: Uint8Array } | { error: string };

/**
 * Decodes a BMP (decode-bmp) or a WBMP into RGBA. Runs in a worker thread of its own (see decode-off-loop.ts), so its
 * CPU time never stalls the server and a file that exhausts the thread's heap ends the thread, not the process.
 */
function decode({ mimeType, bytes }: DecodeRequest): { width: number; height: number; data: Uint8Array } {
  if (mimeType === 'image/vnd.wap.wbmp') return decodeWbmp(bytes);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const height = view.getInt32(22, true);
  // decode-bmp reads every BMP bottom-up: a top-down one (negative height) is given its height and turned back.
  if (height < 0) view.setInt32(22, -height, true);
  const image = decodeBmp(bytes);
  const data = new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  if (height < 0) {
    const row = image.width * 4;
    const swap = new Uint8Array(row);
    for (let top = 0, bottom = image.height - 1; top < bottom; top++, bottom--) {
      swap.set(data.subarray(top * row, top * row + row));
      data.copyWithin(top * row, bottom * row, bottom * row + row);
      data.set(swap, bottom * row);
    }
  }
  return { width: image.width, height: image.height, data };
}

parentPort?.once('message', (request: DecodeRequest) => {
  let answer: DecodeAnswer;
  try {
    answer = decode(request);
  } catch (err) {
    answer = { error: err instanceof Error ? err.message : String(err) };
  }
  parentPort?.postMessage(answer, 'data' in answer ? [answer.data.buffer as ArrayBuffer] : []);
});
