/// Keyboard and text input settings: accepted, the preview draws no keyboard.
public enum UIKeyboardType: Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
  case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

public struct TextInputAutocapitalization: Sendable {
  public static var never: Self { Self() }
  public static var words: Self { Self() }
  public static var sentences: Self { Self() }
  public static var characters: Self { Self() }
}

/// UIKit's autocapitalization, which SwiftUI's deprecated `autocapitalization(_:)` takes.
public enum UITextAutocapitalizationType: Int, Sendable {
  case none, words, sentences, allCharacters
}

/// What a field holds, for the keyboard's suggestions (UIKit's `UITextContentType`).
public struct UITextContentType: Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static var name: Self { Self(rawValue: "name") }
  public static var givenName: Self { Self(rawValue: "givenName") }
  public static var familyName: Self { Self(rawValue: "familyName") }
  public static var nickname: Self { Self(rawValue: "nickname") }
  public static var emailAddress: Self { Self(rawValue: "emailAddress") }
  public static var telephoneNumber: Self { Self(rawValue: "telephoneNumber") }
  public static var username: Self { Self(rawValue: "username") }
  public static var password: Self { Self(rawValue: "password") }
  public static var newPassword: Self { Self(rawValue: "newPassword") }
  public static var oneTimeCode: Self { Self(rawValue: "oneTimeCode") }
  public static var URL: Self { Self(rawValue: "URL") }
  public static var fullStreetAddress: Self { Self(rawValue: "fullStreetAddress") }
  public static var postalCode: Self { Self(rawValue: "postalCode") }
  public static var addressCity: Self { Self(rawValue: "addressCity") }
  public static var countryName: Self { Self(rawValue: "countryName") }
  public static var organizationName: Self { Self(rawValue: "organizationName") }
  public static var jobTitle: Self { Self(rawValue: "jobTitle") }
}

extension View {
  public func keyboardType(_ type: UIKeyboardType) -> some View { accepted("keyboardType") }
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?)
    -> some View
  {
    accepted("textInputAutocapitalization")
  }
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
    accepted("textInputAutocapitalization")
  }
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
    accepted("autocorrectionDisabled")
  }
  public func disableAutocorrection(_ disable: Bool?) -> some View {
    accepted("autocorrectionDisabled")
  }
  public func textContentType(_ textContentType: UITextContentType?) -> some View {
    accepted("textContentType")
  }
}
