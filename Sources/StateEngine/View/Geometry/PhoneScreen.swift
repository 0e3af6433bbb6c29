/// The one device examples run on, so geometry is the same on every machine: an iPhone 15 or 16
/// in portrait (393 × 852 points; the safe area leaves 59 points at the top, 34 at the bottom),
/// three pixels to a point.
enum PhoneScreen {
  static var scale: CGFloat { 3 }
  static var bounds: CGRect { CGRect(x: 0, y: 0, width: 393, height: 852) }
  static var safeAreaInsets: EdgeInsets { EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0) }
  static var safeArea: CGRect { safeAreaInsets.inset(bounds) }
}
