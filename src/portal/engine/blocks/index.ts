// Registers every block component in the one registry.
import { registerBlock } from '../registry.tsx';
import { AppDownloadPanelBlock, CategoryTilesBlock, TextPanelBlock, VendorWallBlock } from './simple.tsx';
import { AnnouncementMarqueeBlock, GameListBlock, HotGamesBlock, LotteryGroupsBlock, WinnerBoardBlock } from './platform.tsx';
import { BannerCarouselBlock, ContentArticleBlock, PromotionListBlock, PromotionsStripBlock } from './content.tsx';
import { MotionBlockWhenNear } from './motion-lazy.tsx';

registerBlock('textPanel', TextPanelBlock);
registerBlock('categoryTiles', CategoryTilesBlock);
registerBlock('vendorWall', VendorWallBlock);
registerBlock('appDownloadPanel', AppDownloadPanelBlock);
registerBlock('announcementMarquee', AnnouncementMarqueeBlock);
registerBlock('bannerCarousel', BannerCarouselBlock);
registerBlock('hotGames', HotGamesBlock);
registerBlock('winnerBoard', WinnerBoardBlock);
registerBlock('promotionsStrip', PromotionsStripBlock);
registerBlock('promotionList', PromotionListBlock);
registerBlock('lotteryGroups', LotteryGroupsBlock);
registerBlock('gameList', GameListBlock);
registerBlock('contentArticle', ContentArticleBlock);
registerBlock('jackpotCounter', MotionBlockWhenNear);
registerBlock('winnersTicker', MotionBlockWhenNear);
