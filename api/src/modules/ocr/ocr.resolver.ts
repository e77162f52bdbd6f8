import { Arg, Authorized, Ctx, Field, Float, InputType, Int, Mutation, ObjectType, Resolver } from 'type-graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { GraphQLJSON } from 'graphql-scalars';
import type { GqlContext } from '../../graphql/context.js';

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
    // The rules (daily unit, refunds, in-flight cap, timeout) live in OcrService; this adapts GraphQL to it.
    const res = await ctx.services.ocr.extract(ctx.em, ctx.user!, {
      image: (await file).createReadStream(),
      cropArea: cropArea ? { ...cropArea } : null,
      deviceInfo: devicePixelRatio ? { devicePixelRatio } : null,
      method: (ocrMethod ?? undefined) as 'tesseract' | 'gemini' | undefined,
    });
    return { ...res, processing: { ...res.processing } };
  }
}
