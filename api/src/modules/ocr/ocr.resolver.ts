import { Arg, Authorized, Ctx, Field, Float, InputType, Int, Mutation, ObjectType, Resolver } from 'type-graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { GraphQLJSON } from 'graphql-scalars';
import { badInput } from '../../errors.js';
import { readImageStream } from '../../providers/ocr/read-stream.js';
import { MAX_IMAGE_BYTES } from '../../providers/ocr/image.js';
import type { GqlContext } from '../../graphql/context.js';
import { refundDailyUnit, takeDailyUnit } from '../usage/daily-limit.service.js';
import { withUsage } from '../usage/usage.service.js';

export const MAX_UPLOAD_BYTES = MAX_IMAGE_BYTES;

@InputType({ description: 'A region of the image in CSS pixels (scaled by devicePixelRatio on the server).' })
export class CropAreaInput {
  @Field(() => Float, { description: 'Left edge, CSS px.' })
  left!: number;

  @Field(() => Float, { description: 'Top edge, CSS px.' })
  top!: number;

  @Field(() => Float, { description: 'Width, CSS px.' })
  width!: number;

  @Field(() => Float, { description: 'Height, CSS px.' })
  height!: number;
}

@ObjectType({ description: 'Text read from an image.' })
export class OcrResultType {
  @Field(() => String, { description: 'The text found.' })
  extractedText!: string;

  @Field(() => Int, { nullable: true, description: 'Confidence 0-100 (null when the engine reports none).' })
  confidence!: number | null;

  @Field(() => GraphQLJSON, { description: 'How the text was obtained: method, ms, sizes, devicePixelRatio, scale.' })
  processing!: Record<string, unknown>;
}

@Resolver()
export class OcrResolver {
  @Authorized()
  @Mutation(() => OcrResultType, { description: 'OCR an uploaded image (multipart; send the apollo-require-preflight header). Counts against the daily limit.' })
  async extractTextFromImage(
    @Ctx() ctx: GqlContext,
    @Arg('file', () => GraphQLUpload, { description: 'A png, jpeg or webp image, at most 10 MB.' }) file: Promise<FileUpload>,
    @Arg('cropArea', () => CropAreaInput, { nullable: true, description: 'Region to read, in CSS pixels.' }) cropArea?: CropAreaInput | null,
    @Arg('devicePixelRatio', () => Float, { nullable: true, description: 'Scale of the screenshot (default 1).' }) devicePixelRatio?: number | null,
    @Arg('ocrMethod', () => String, { nullable: true, description: 'tesseract (default) or gemini (when configured).' }) ocrMethod?: string | null,
  ): Promise<OcrResultType> {
    // Stops reading with a 413 as soon as the upload passes 10 MB.
    const image = await readImageStream((await file).createReadStream());
    if (!image.length) throw badInput('The uploaded file is empty');
    await takeDailyUnit(ctx.em, ctx.user!);
    try {
      const res = await withUsage(ctx.em, ctx.user!.id, () =>
        ctx.services.ocr.extractText({
          image,
          cropArea: cropArea ? { ...cropArea } : null,
          deviceInfo: devicePixelRatio ? { devicePixelRatio } : null,
          method: (ocrMethod ?? undefined) as 'tesseract' | 'gemini' | undefined,
        }),
      );
      return { ...res, processing: { ...res.processing } };
    } catch (err) {
      await refundDailyUnit(ctx.em, ctx.user!);
      throw err;
    }
  }
}
