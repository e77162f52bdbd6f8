/** OCR for FactLens: image validation and cropping, the tesseract pool, Gemini, and the service tying them together. */
export { OcrInputError, OcrUnavailableError, type OcrErrorCode } from './errors.js';
export {
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  decodeImage,
  prepareForOcr,
  resolveCrop,
  resolveDevicePixelRatio,
  type CropArea,
  type DecodedImage,
  type PixelRect,
  type PrepareOptions,
} from './image.js';
export { readImageStream } from './read-stream.js';
export { TesseractPool, engLangPath, type RecognizeResult, type TesseractPoolOptions } from './tesseract-pool.js';
export { GeminiOcrClient, geminiConfigFromEnv, type GeminiOcrConfig, type GeminiOcrText } from './gemini.js';
export {
  GEMINI_NOT_CONFIGURED,
  OCR_METHODS,
  OcrService,
  createOcrServiceFromEnv,
  type DeviceInfo,
  type ExtractTextInput,
  type OcrMethod,
  type OcrProcessing,
  type OcrResult,
  type OcrServiceOptions,
  type OcrUsageRecord,
} from './ocr.service.js';
export { benchOcr, type BenchOcrOptions, type BenchOcrResult } from './ocr.bench.js';
