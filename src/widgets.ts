/** The built-in widget types. Each module registers itself with defineWidget; its code loads only when used. */
import '../widgets/news/define';
import '../widgets/map/define';
