/**
 * How long a chosen recording lasts, read by the browser from the file's own header (an audio
 * or video element loading only its metadata), so the analysis price shows before anything is
 * sent. Null when the browser cannot read this format: the server still measures and prices
 * it, and the page says the price will be confirmed on upload.
 */
export function readMediaDuration(file: File): Promise<number | null> {
  return new Promise((resolve) => {
    const element = document.createElement(file.type.startsWith('video/') ? 'video' : 'audio');
    const url = URL.createObjectURL(file);
    const finish = (seconds: number | null) => {
      element.removeAttribute('src');
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    element.preload = 'metadata';
    element.onloadedmetadata = () =>
      finish(Number.isFinite(element.duration) && element.duration > 0 ? element.duration : null);
    element.onerror = () => finish(null);
    element.src = url;
  });
}
