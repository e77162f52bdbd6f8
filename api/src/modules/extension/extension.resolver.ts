import { Arg, Authorized, Ctx, Field, InputType, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../../graphql/context.js';
import { ExtensionConfig } from './extension-config.entity.js';
import { ExtensionVersion } from './extension-version.entity.js';
import { getConfig, latestVersion, updateConfig } from './extension.service.js';

@InputType({ description: 'Extension settings to save (each whole number within its range).' })
export class ExtensionConfigInput {
  @Field(() => Int, { description: 'Smallest region width to OCR, 1-200.' })
  minDragWidth!: number;

  @Field(() => Int, { description: 'Smallest region height to OCR, 1-200.' })
  minDragHeight!: number;

  @Field(() => Int, { description: 'Shortest text to fact-check, 1-100.' })
  minTextLength!: number;
}

@Resolver()
export class ExtensionResolver {
  @Authorized()
  @Query(() => ExtensionVersion, { nullable: true, description: 'The latest extension version and its release notes (signed-in users).' })
  latestExtensionVersion(@Ctx() ctx: GqlContext): Promise<ExtensionVersion | null> {
    return latestVersion(ctx.em);
  }

  @Authorized()
  @Query(() => ExtensionConfig, { description: "The signed-in user's extension settings (defaults when never saved)." })
  myExtensionConfig(@Ctx() ctx: GqlContext): Promise<ExtensionConfig> {
    return getConfig(ctx.em, ctx.user!);
  }

  @Authorized()
  @Mutation(() => ExtensionConfig, { description: "Save the signed-in user's extension settings." })
  async updateMyExtensionConfig(@Ctx() ctx: GqlContext, @Arg('input', () => ExtensionConfigInput) input: ExtensionConfigInput): Promise<ExtensionConfig> {
    const config = await updateConfig(ctx.em, ctx.user!, { ...input });
    // This replica's cached sessions of the user read the new setting at once; others hear the trigger.
    ctx.services.sessions.cache.invalidate(`u:${ctx.user!.id}`);
    return config;
  }
}
